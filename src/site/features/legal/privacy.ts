/**
 * The privacy policy (Art. 13 GDPR), generated from the same records that drive the site:
 * Google Analytics is named only while an analytics id is set, WhatsApp and social networks only while
 * their links are, the booking service is the one the booking buttons lead to, the processors and the
 * supervisory authority come from the legal record, and the retention periods are the ones in force
 * (settings → retention; the defaults of src/contract/rules/retention.ts until admins change them), the
 * same the retention job deletes by.
 * What the site does not do is not described; a processor the practice has not named is left out.
 */
import type { LanguageCode } from '../../../contract/common';
import type { ContactData } from '../../../contract/entities/contact';
import type { LegalFacts, Processor } from '../../../contract/entities/legal';
import type { Settings } from '../../../contract/entities/settings';
import { REQUIRED_LEGAL_FACTS as REQUIRED } from '../../../contract/rules/legal';
import { RETENTION, retentionInForce, type RetentionPeriods } from '../../../contract/rules/retention';
import { STATISTICS_RETENTION_MONTHS } from '../../../contract/entities/statistics';
import { CONSENT_VALIDITY_DAYS } from '../../common/consentRecord';
import { pathTo } from '../../../lib/paths';
import { blocks, bullets, esc, linked, textIn } from '../../common/markdownText';

export interface PrivacyFacts {
  legal: LegalFacts;
  contact: Pick<
    ContactData,
    'legal_name' | 'street' | 'house_number' | 'postal_code' | 'city' | 'phone_primary' | 'email_primary' | 'social_media'
  >;
  /** The public settings; without them (the call failed) the settings-driven sections are left out. */
  settings?: Pick<Settings, 'analyticsId' | 'bookingUrl' | 'bookingTracking' | 'whatsappNumber' | 'socialLinks' | 'retention'>;
}

/** Booking services the policy can name with their operator; any other is named by its address. */
const BOOKING_OPERATORS: { host: RegExp; name: string; operator: string }[] = [
  { host: /(^|\.)doctolib\.de$/, name: 'Doctolib', operator: 'Doctolib GmbH, Mehringdamm 51, 10961 Berlin' },
];

function bookingService(url: string | undefined) {
  if (!url || !/^https:/.test(url)) return null;
  const host = new URL(url).hostname;
  const known = BOOKING_OPERATORS.find((b) => b.host.test(host));
  return { host, name: known?.name ?? host, operator: known?.operator ?? '' };
}

const SOCIAL_NAMES = { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' } as const;

/** What the sections need, decided once for every language. */
interface Derived {
  name: string;
  address: string;
  phone: string;
  email: string;
  imprint: string;
  booking: string;
  careers: string;
  dpo: string;
  hosting: Processor | null;
  smtp: Processor | null;
  analytics: boolean;
  whatsapp: boolean;
  /** The cases in which data may reach the USA, in the reader's language (analytics, WhatsApp). */
  usCases: string[];
  socials: string[];
  bookingService: ReturnType<typeof bookingService>;
  trackingParams: string[];
  authority: { name: string; address: string; url: string } | null;
  notes: string;
  /** The retention periods in force. */
  r: RetentionPeriods;
}

const proc = (p: Processor) => `${esc(p.name)}, ${esc(p.address)}`;
const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;

interface Texts {
  bindingNote?: string;
  usCases: { analytics: string; whatsapp: string };
  intro: string;
  controller: [string, (d: Derived) => string];
  dpo: [string, (d: Derived) => string];
  bases: [string, string];
  hosting: [string, (d: Derived) => string];
  storage: [string, (d: Derived) => string];
  analytics: [string, string];
  noAnalytics: string;
  /** The website's own statistics (api/plugins/app/statistics.ts): always on, nothing on the device. */
  statistics: [string, string];
  maps: [string, string];
  contact: [string, (d: Derived) => string];
  whatsapp: string;
  appointments: [string, (d: Derived) => string];
  booking: [string, (d: Derived) => string];
  applications: [string, (d: Derived) => string];
  newsletter: [string, string];
  social: [string, (d: Derived) => string];
  mail: [string, (d: Derived) => string];
  recipients: [string, (d: Derived) => string];
  retention: [string, string];
  /** The periods in force, one line per kind of data (the retention job deletes by them). */
  periods: (r: RetentionPeriods) => string;
  rights: [string, (d: Derived) => string];
  complaint: [string, (d: Derived) => string];
  obligation: [string, string];
  changes: [string, string];
  notes: string;
}

const R = RETENTION;

/** A count with its unit, as the sentence needs it (nominative/accusative; Russian by its plural rules). */
const unit = (one: string, other: string) => (n: number) => `${n} ${n === 1 ? one : other}`;
const ruUnit = (one: string, few: string, many: string) => (n: number) => {
  const form = new Intl.PluralRules('ru').select(n);
  return `${n} ${form === 'one' ? one : form === 'few' ? few : many}`;
};
const de = { months: unit('Monat', 'Monate'), days: unit('Tag', 'Tage') };
const en = { months: unit('month', 'months'), days: unit('day', 'days') };
const fr = { months: unit('mois', 'mois'), days: unit('jour', 'jours') };
const es = { months: unit('mes', 'meses'), days: unit('día', 'días') };
const ru = { months: ruUnit('месяц', 'месяца', 'месяцев'), days: ruUnit('день', 'дня', 'дней') };

const TEXTS: Record<LanguageCode, Texts> = {
  de: {
    usCases: { analytics: 'Google Analytics mit Ihrer Einwilligung', whatsapp: 'WhatsApp, wenn Sie uns dort schreiben' },
    intro:
      'Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 der Datenschutz-Grundverordnung (DSGVO) darüber, welche personenbezogenen Daten wir beim Besuch dieser Website und bei der Nutzung ihrer Formulare verarbeiten, zu welchen Zwecken, auf welcher Rechtsgrundlage und wie lange. Über die Verarbeitung Ihrer Daten im Rahmen der zahnärztlichen Behandlung informieren wir Sie gesondert in der Praxis.',
    controller: [
      'Verantwortlicher',
      (d) =>
        blocks(
          `${esc(d.name)}, ${d.address}`,
          bullets(d.phone.trim() && `**Telefon:** ${esc(d.phone)}`, d.email.trim() && `**E-Mail:** ${esc(d.email)}`),
          `Weitere Angaben finden Sie in unserem [Impressum](${d.imprint}).`,
        ),
    ],
    dpo: [
      // Soft hyphens: the heading breaks where German breaks it on a phone.
      'Datenschutz\u00ADbeauftragte oder Datenschutz\u00ADbeauftragter',
      (d) =>
        `Sie erreichen unsere Datenschutzbeauftragte oder unseren Datenschutzbeauftragten: ${esc(d.dpo)}. Bitte senden Sie vertrauliche Gesundheitsinformationen nicht unverschlüsselt per E-Mail.`,
    ],
    bases: [
      'Rechtsgrundlagen im Überblick',
      blocks(
        'Wir verarbeiten personenbezogene Daten nur, soweit eine der folgenden Rechtsgrundlagen dies erlaubt:',
        bullets(
          '**Einwilligung:** Art. 6 Abs. 1 lit. a DSGVO, für Gesundheitsdaten Art. 9 Abs. 2 lit. a DSGVO',
          '**Vertrag und vorvertragliche Maßnahmen:** Art. 6 Abs. 1 lit. b DSGVO, etwa bei einer Terminanfrage',
          '**Rechtliche Verpflichtung:** Art. 6 Abs. 1 lit. c DSGVO, etwa gesetzliche Aufbewahrungspflichten',
          '**Berechtigte Interessen:** Art. 6 Abs. 1 lit. f DSGVO, etwa der sichere Betrieb dieser Website',
          '**Gesundheitsversorgung:** Art. 9 Abs. 2 lit. h DSGVO in Verbindung mit § 22 Abs. 1 Nr. 1 lit. b BDSG, soweit Gesundheitsdaten für die Behandlung erforderlich sind',
        ),
        'Für das Speichern und Auslesen von Informationen auf Ihrem Endgerät gilt zusätzlich § 25 des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG).',
      ),
    ],
    hosting: [
      'Hosting und Server-Logfiles',
      (d) =>
        blocks(
          d.hosting &&
            `Diese Website wird bei ${proc(d.hosting)} betrieben, mit dem wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen haben.`,
          'Bei jedem Aufruf speichert der Server automatisch folgende Angaben in Protokolldateien:',
          bullets(
            'die gekürzte IP-Adresse des anfragenden Geräts (bei IPv4 ohne die letzte Stelle, bei IPv6 nur die ersten 48 Bit)',
            'Datum und Uhrzeit des Zugriffs',
            'Art der Anfrage und aufgerufene Seite oder Datei, ohne angehängte Parameter',
            'Statuscode und Bearbeitungsdauer der Anfrage',
          ),
          `Diese Daten benötigen wir, um die Website auszuliefern, Störungen zu beheben und Angriffe abzuwehren. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO). Die Protokolldateien werden nach ${R.serverLogDays} Tagen gelöscht, sofern nicht ein konkreter Sicherheitsvorfall eine längere Aufbewahrung zur Aufklärung erfordert. Alle Daten werden verschlüsselt (TLS) übertragen. Schriftarten und Bilder laden wir von unserem eigenen Server.`,
        ),
    ],
    storage: [
      'Lokaler Speicher und Einwilligungsverwaltung',
      (d) =>
        blocks(
          'Im lokalen Speicher Ihres Browsers speichern wir Ihre Sprachwahl und Ihre Entscheidung im Cookie-Banner. Das ist unbedingt erforderlich, um die von Ihnen gewünschten Funktionen bereitzustellen (§ 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO).',
          d.analytics &&
            `Alle weiteren Techniken setzen wir nur ein, wenn Sie im Cookie-Banner eingewilligt haben (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Ihre Entscheidung speichern wir mit Datum und Version der Abfrage und fragen nach spätestens ${CONSENT_VALIDITY_DAYS} Tagen oder bei einer neuen Version erneut. Sie können Ihre Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: im Seitenfuß unter „Cookie-Einstellungen ändern“.`,
        ),
    ],
    analytics: [
      'Webanalyse mit Google Analytics',
      blocks(
        'Nur wenn Sie im Cookie-Banner eingewilligt haben, nutzen wir Google Analytics 4, einen Dienst der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland („Google“), um zu verstehen, wie unsere Website genutzt wird, und sie zu verbessern. Ohne Ihre Einwilligung wird das Skript von Google nicht geladen.',
        'Google Analytics setzt Cookies und erfasst etwa aufgerufene Seiten, Verweildauer, Scrolltiefe, Ladezeiten, Gerätetyp, Browser und die ungefähre Region. Die Angaben werden Ihrem Browser über eine zufällige Kennung zugeordnet: Sie sind pseudonymisiert, nicht anonym. Nach Angaben von Google speichert Google Analytics 4 keine IP-Adressen, sondern nutzt sie nur, um die ungefähre Region zu bestimmen. Werbe- und Personalisierungsfunktionen bleiben abgeschaltet; wir führen die Daten nicht mit anderen Daten über Sie zusammen.',
        `Rechtsgrundlage ist Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Google verarbeitet die Daten in unserem Auftrag (Art. 28 DSGVO). Dabei können Daten an die Google LLC in den USA übermittelt werden. Die Google LLC ist nach dem EU-US Data Privacy Framework zertifiziert; die Übermittlung stützt sich auf den Angemessenheitsbeschluss der Europäischen Kommission vom 10. Juli 2023 (Art. 45 DSGVO). Die Analysedaten werden nach der Speicherdauer gelöscht, die in unserem Google-Analytics-Konto eingestellt ist, spätestens nach ${R.analyticsMonths} Monaten (der längsten Einstellung, die Google Analytics anbietet).`,
      ),
    ],
    noAnalytics:
      'Diese Website setzt derzeit keine Webanalyse-Dienste Dritter und keine Cookies zu Analyse- oder Werbezwecken ein.',
    statistics: [
      'Eigene Besuchsstatistik ohne Cookies',
      `Um zu verstehen, welche Seiten gelesen werden und wie Besucherinnen und Besucher zu uns finden, zählt unser Server jeden Aufruf einer öffentlichen Seite. Gezählt werden nur Summen je Tag: aufgerufene Seite, Sprache, die Website, von der Sie kamen (nur deren Adresse, etwa google.com), eine Kampagnenbezeichnung im Link (utm-Parameter) und die Geräteklasse (Smartphone, Tablet oder Computer), dazu die Anfragen, die über unsere Formulare gesendet wurden, und die freiwillige Angabe im Terminformular, wie Sie auf uns aufmerksam geworden sind (getrennt von Ihrer Anfrage).\n\nUm Besuche eines Tages zu zählen, bildet der Server aus Ihrer IP-Adresse, der Browserkennung und einem täglich neuen Zufallswert einen Prüfwert; IP-Adresse und Browserkennung werden dabei nur wenige Sekunden im Arbeitsspeicher gehalten und nie gespeichert, Zufallswert und Prüfwerte werden mit Ablauf des Tages gelöscht. So lässt sich niemand wiedererkennen, weder an einem anderen Tag noch über Websites hinweg.\n\nAuf Ihrem Gerät wird nichts gespeichert oder ausgelesen, es werden keine Cookies gesetzt und keine Daten an Dritte übermittelt; eine Einwilligung ist daher nicht erforderlich (§ 25 TDDDG ist nicht berührt). Rechtsgrundlage ist unser berechtigtes Interesse an einer bedarfsgerechten Gestaltung unserer Website (Art. 6 Abs. 1 lit. f DSGVO). Die Tagessummen enthalten keine personenbezogenen Daten und werden nach ${STATISTICS_RETENTION_MONTHS} Monaten gelöscht.`,
    ],
    maps: [
      'Karten von OpenStreetMap',
      'Auf unseren Standortseiten zeigen wir zunächst nur die Adresse. Erst wenn Sie auf „Karte laden“ klicken, wird eine Karte von OpenStreetMap eingebettet, einem Dienst der OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Vereinigtes Königreich. Dabei überträgt Ihr Browser Ihre IP-Adresse und technische Angaben (etwa Browsertyp und Kartenausschnitt) an deren Server. Ihr Klick gilt nur für diese Seitenansicht und wird nicht gespeichert. Rechtsgrundlage ist Ihre Einwilligung durch den Klick (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der Europäischen Kommission (Art. 45 DSGVO). Der Link „Karte in neuem Tab öffnen“ führt zu openstreetmap.org; dort gilt die Datenschutzerklärung der OpenStreetMap Foundation.',
    ],
    contact: [
      'Kontaktformular, E-Mail und Telefon',
      (d) =>
        `Wenn Sie uns über das Kontaktformular schreiben, verarbeiten wir Ihren Namen, Ihre E-Mail-Adresse, den Betreff, Ihre Nachricht und den Zeitpunkt der Anfrage; das Gleiche gilt sinngemäß für E-Mails und Anrufe. Wir nutzen diese Daten nur, um Ihr Anliegen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit Ihre Anfrage eine Behandlung betrifft, im Übrigen unser berechtigtes Interesse an der Beantwortung (Art. 6 Abs. 1 lit. f DSGVO); teilen Sie uns freiwillig Gesundheitsinformationen mit, Art. 9 Abs. 2 lit. a bzw. lit. h DSGVO. Anfragen löschen wir, sobald sie erledigt sind, spätestens ${de.months(d.r.contactMessageMonths)} nach unserer letzten Antwort, sofern keine gesetzliche Aufbewahrungspflicht besteht oder die Anfrage Teil Ihrer Patientenakte wird.`,
    ],
    whatsapp:
      'Wenn Sie uns über WhatsApp schreiben, werden Ihre Daten auch von der WhatsApp Ireland Limited, Merrion Road, Dublin 4, Irland, verarbeitet; eine Übermittlung an die Muttergesellschaft Meta Platforms, Inc. in den USA ist möglich (Meta ist nach dem EU-US Data Privacy Framework zertifiziert, Art. 45 DSGVO). Bitte teilen Sie uns über WhatsApp keine Gesundheitsdaten mit.',
    appointments: [
      'Online-Terminanfrage',
      (d) =>
        `Über unser Formular zur [Terminanfrage](${d.booking}) verarbeiten wir Vorname, Nachname, E-Mail-Adresse, Telefonnummer, die gewünschte Behandlungsart, Wunschtermin und -zeit sowie eine optionale Nachricht, um Ihren Termin zu planen und Sie dazu zu kontaktieren. Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b DSGVO und, da die Behandlungsart Rückschlüsse auf Ihre Gesundheit zulassen kann, Art. 9 Abs. 2 lit. h DSGVO in Verbindung mit § 22 Abs. 1 Nr. 1 lit. b BDSG. Eine Nachricht kann Angaben zu Ihrer Gesundheit enthalten: Wir nehmen sie nur mit Ihrer ausdrücklichen Einwilligung an (Art. 9 Abs. 2 lit. a DSGVO), die Sie im Formular erteilen und jederzeit widerrufen können. Eine Erinnerung per E-Mail am Tag vor dem Termin senden wir nur, wenn Sie sie im Formular gewählt haben (Art. 6 Abs. 1 lit. a DSGVO). Kommt kein Behandlungsverhältnis zustande, löschen wir die Anfrage ${de.months(d.r.appointmentRequestMonths)} nach dem vereinbarten Termin oder, wenn es keinen gab, nach der Anfrage.`,
    ],
    booking: [
      'Externer Buchungsdienst',
      (d) =>
        blocks(
          `Die Schaltflächen „Termin buchen“ und „Nachricht“ führen zum Online-Buchungsdienst ${esc(d.bookingService!.name)}${d.bookingService!.operator ? ` (${esc(d.bookingService!.operator)})` : ` unter ${esc(d.bookingService!.host)}`}, der sich in einem neuen Tab öffnet. Daten werden erst übertragen, wenn Sie einen solchen Link anklicken.${d.trackingParams.length ? ` Der Link enthält Parameter, an denen der Dienst erkennt, dass Sie von unserer Website kommen (${d.trackingParams.join(', ')}); personenbezogene Daten enthalten sie nicht.` : ''}`,
          'Termine, die Sie dort buchen, verwaltet der Dienst in unserem Auftrag (Art. 28 DSGVO); Rechtsgrundlagen sind Art. 6 Abs. 1 lit. b und Art. 9 Abs. 2 lit. h DSGVO. Für ein persönliches Konto bei dem Dienst ist dieser selbst verantwortlich; dafür gilt seine Datenschutzerklärung.',
        ),
    ],
    applications: [
      'Bewerbungen',
      (d) =>
        `Wenn Sie sich über unsere [Karriereseite](${d.careers}) bewerben, verarbeiten wir Ihre Kontaktdaten, Ihren Lebenslauf (bis zu 5 MB) und Ihre Nachricht ausschließlich für das Bewerbungsverfahren; Zugriff haben nur die an der Auswahl beteiligten Personen. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO in Verbindung mit § 26 BDSG. Kommt kein Arbeitsverhältnis zustande, löschen wir Ihre Unterlagen einschließlich des Lebenslaufs ${de.months(d.r.applicationDecidedMonths)} nach unserer Entscheidung (ohne Entscheidung ${de.months(d.r.applicationUndecidedMonths)} nach Eingang), es sei denn, Sie haben in eine längere Speicherung eingewilligt.`,
    ],
    newsletter: [
      'Newsletter',
      'Wenn Sie unseren Newsletter abonnieren, speichern wir Ihre E-Mail-Adresse, Ihre Sprachwahl und den Zeitpunkt der Anmeldung auf Grundlage Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Bis Sie die Anmeldung bestätigt haben, gilt sie als unbestätigt; an unbestätigte Adressen senden wir keinen Newsletter. Sie können den Newsletter jederzeit abbestellen; danach löschen wir Ihre Adresse.',
    ],
    social: [
      'Links zu sozialen Netzwerken',
      (d) =>
        `Wir verlinken auf unsere Auftritte bei ${list(d.socials, 'und')}. Es sind einfache Links, keine eingebetteten Plug-ins: Daten werden erst übertragen, wenn Sie einen Link anklicken; ab dann gilt die Datenschutzerklärung des Anbieters.`,
    ],
    mail: [
      'Versand von E-Mails',
      (d) =>
        `E-Mails, die diese Website versendet, stellen wir über ${proc(d.smtp!)} zu, mit dem wir einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO geschlossen haben.`,
    ],
    recipients: [
      'Empfänger und Übermittlung in Drittländer',
      (d) =>
        blocks(
          'Innerhalb der Praxis erhalten nur die Personen Zugriff auf Ihre Daten, die sie für ihre Aufgaben benötigen. Externe Empfänger sind nur unsere Auftragsverarbeiter und die oben genannten Dienste. Wir verkaufen keine personenbezogenen Daten.',
          d.usCases.length
            ? `Eine Übermittlung in die USA ist nur in den oben beschriebenen Fällen möglich (${list(d.usCases, 'und')}) und stützt sich auf das EU-US Data Privacy Framework (Art. 45 DSGVO).`
            : 'In die USA übermitteln wir keine Daten.',
          'Nach Ihrem Klick auf „Karte laden“ erhält die OpenStreetMap Foundation im Vereinigten Königreich Daten (Angemessenheitsbeschluss, Art. 45 DSGVO).',
        ),
    ],
    retention: [
      'Speicherdauer',
      `Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungspflichten bestehen; die Fristen der einzelnen Verarbeitungen stehen oben. Wird aus einer Anfrage ein Behandlungsverhältnis, gelten die Fristen für Patientenunterlagen: in der Regel ${R.patientRecordYears} Jahre nach Abschluss der Behandlung (§ 630f Abs. 3 BGB), für Röntgenaufzeichnungen die Fristen des Strahlenschutzrechts. Steuerlich relevante Unterlagen bewahren wir bis zu ${R.taxRecordYears} Jahre auf (§ 147 AO).`,
    ],
    periods: (r) =>
      blocks(
        'Die Fristen dieser Website im Überblick; danach werden die Daten automatisch gelöscht:',
        bullets(
          `**Bewerbungen mit Lebenslauf:** ${de.months(r.applicationDecidedMonths)} nach unserer Entscheidung, ohne Entscheidung ${de.months(r.applicationUndecidedMonths)} nach Eingang`,
          `**Kontaktanfragen:** ${de.months(r.contactMessageMonths)} nach unserer letzten Antwort, ohne Antwort nach Eingang`,
          `**Terminanfragen:** ${de.months(r.appointmentRequestMonths)} nach dem vereinbarten Termin, ohne Termin nach der Anfrage`,
          `**Unbestätigte Newsletter-Anmeldungen:** ${de.days(r.newsletterPendingDays)} nach der Anmeldung`,
          `**E-Mails, die diese Website versendet:** ${de.days(r.outboxDays)} nach dem Versand`,
          `**Nachweise Ihrer Einwilligungen:** ${de.months(r.consentLogMonths)} nach der Erteilung`,
        ),
        'Benötigen wir einzelne Daten zur Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen, sperren wir sie bis zum Abschluss des Verfahrens und löschen sie danach (Art. 17 Abs. 3 lit. e DSGVO).',
      ),
    rights: [
      'Ihre Rechte',
      (d) =>
        blocks(
          'Sie haben gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:',
          bullets(
            'Recht auf Auskunft (Art. 15 DSGVO)',
            'Recht auf Berichtigung (Art. 16 DSGVO)',
            'Recht auf Löschung (Art. 17 DSGVO)',
            'Recht auf Einschränkung der Verarbeitung (Art. 18 DSGVO)',
            'Recht auf Datenübertragbarkeit (Art. 20 DSGVO)',
            'Recht auf Widerspruch gegen Verarbeitungen, die auf berechtigten Interessen beruhen (Art. 21 DSGVO)',
            'Recht, eine Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3 DSGVO)',
            'Recht auf Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO)',
          ),
          `Wenden Sie sich dazu an ${esc(d.email)} oder an die oben genannte Anschrift.`,
        ),
    ],
    complaint: [
      'Zuständige Aufsichtsbehörde',
      (d) =>
        `Sie können sich bei jeder Datenschutzaufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig ist: ${linked(d.authority!.name, d.authority!.url)}, ${esc(d.authority!.address)}.`,
    ],
    obligation: [
      'Pflicht zur Bereitstellung und automatisierte Entscheidungen',
      'Die Bereitstellung Ihrer Daten ist freiwillig. Ohne die als Pflichtfelder gekennzeichneten Angaben können wir Ihre Anfrage, Terminanfrage oder Bewerbung jedoch nicht bearbeiten. Eine automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt.',
    ],
    changes: [
      'Änderungen',
      'Diese Datenschutzerklärung wird aus den aktuellen Einstellungen der Website erzeugt und ändert sich mit ihnen. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.',
    ],
    notes: 'Weitere Hinweise',
  },
  en: {
    usCases: { analytics: 'Google Analytics with your consent', whatsapp: 'WhatsApp if you write to us there' },
    bindingNote:
      '*This English translation is provided for your convenience. Only the German version of this privacy policy is legally binding.*',
    intro:
      'In this privacy policy we inform you, in accordance with Article 13 of the General Data Protection Regulation (GDPR), which personal data we process when you visit this website and use its forms, for what purposes, on what legal basis and for how long. We inform you separately at the practice about how your data is processed as part of your dental treatment.',
    controller: [
      'Controller',
      (d) =>
        blocks(
          `${esc(d.name)}, ${d.address}, Germany`,
          bullets(d.phone.trim() && `**Phone:** ${esc(d.phone)}`, d.email.trim() && `**E-mail:** ${esc(d.email)}`),
          `Further details can be found in our [legal notice](${d.imprint}).`,
        ),
    ],
    dpo: [
      'Data protection officer',
      (d) =>
        `You can reach our data protection officer: ${esc(d.dpo)}. Please do not send confidential health information by unencrypted e-mail.`,
    ],
    bases: [
      'Legal bases at a glance',
      blocks(
        'We only process personal data where one of the following legal bases permits it:',
        bullets(
          '**Consent:** Art. 6(1)(a) GDPR, and Art. 9(2)(a) GDPR for health data',
          '**Contract and pre-contractual measures:** Art. 6(1)(b) GDPR, for example when you request an appointment',
          '**Legal obligation:** Art. 6(1)(c) GDPR, for example statutory retention periods',
          '**Legitimate interests:** Art. 6(1)(f) GDPR, for example the secure operation of this website',
          '**Healthcare:** Art. 9(2)(h) GDPR in conjunction with Section 22(1) no. 1(b) of the German Federal Data Protection Act (BDSG), where health data is needed for treatment',
        ),
        'Storing and reading information on your device is additionally governed by Section 25 of the German Telecommunications Digital Services Data Protection Act (TDDDG).',
      ),
    ],
    hosting: [
      'Hosting and server log files',
      (d) =>
        blocks(
          d.hosting &&
            `This website is hosted by ${proc(d.hosting)}, with whom we have concluded a data processing agreement under Art. 28 GDPR.`,
          'Each time the website is accessed, the server automatically stores the following information in log files:',
          bullets(
            'the shortened IP address of the requesting device (for IPv4 without the last part, for IPv6 only the first 48 bits)',
            'date and time of access',
            'type of request and page or file accessed, without any attached parameters',
            'status code and processing time of the request',
          ),
          `We need this data to deliver the website, fix faults and fend off attacks. The legal basis is our legitimate interest in secure operation (Art. 6(1)(f) GDPR). Log files are deleted after ${R.serverLogDays} days unless a specific security incident requires them to be kept longer for investigation. All data is transmitted encrypted (TLS). We load fonts and images from our own server.`,
        ),
    ],
    storage: [
      'Local storage and consent management',
      (d) =>
        blocks(
          'We store your language choice and your decision in the cookie banner in your browser’s local storage. This is strictly necessary to provide the functions you have requested (Section 25(2) no. 2 TDDDG, Art. 6(1)(f) GDPR).',
          d.analytics &&
            `We only use any other technologies if you have given your consent in the cookie banner (Section 25(1) TDDDG, Art. 6(1)(a) GDPR). We store your decision with the date and version of the request and ask again after ${CONSENT_VALIDITY_DAYS} days at the latest or when the version changes. You can withdraw your consent at any time with effect for the future: click “Change cookie settings” in the page footer.`,
        ),
    ],
    analytics: [
      'Web analytics with Google Analytics',
      blocks(
        'Only if you have given your consent in the cookie banner do we use Google Analytics 4, a service of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland (“Google”), to understand how our website is used and to improve it. Without your consent, Google’s script is not loaded.',
        'Google Analytics sets cookies and records, for example, the pages visited, time spent, scroll depth, loading times, device type, browser and approximate region. This information is linked to your browser by a random identifier: it is pseudonymised, not anonymous. According to Google, Google Analytics 4 does not store IP addresses but only uses them to determine the approximate region. Advertising and personalisation features remain switched off; we do not combine the data with other data about you.',
        `The legal basis is your consent (Art. 6(1)(a) GDPR, Section 25(1) TDDDG). Google processes the data on our behalf (Art. 28 GDPR). Data may be transferred to Google LLC in the USA. Google LLC is certified under the EU-US Data Privacy Framework; the transfer is based on the European Commission’s adequacy decision of 10 July 2023 (Art. 45 GDPR). Analytics data is deleted after the retention period set in our Google Analytics account, at the latest after ${R.analyticsMonths} months (the longest setting Google Analytics offers).`,
      ),
    ],
    noAnalytics: 'This website currently uses no third-party web analytics services and no cookies for analytics or advertising.',
    statistics: [
      'Our own visit statistics without cookies',
      `To understand which pages are read and how visitors find us, our server counts every request for a public page. Only daily totals are kept: the page, the language, the website you came from (only its address, such as google.com), a campaign name in the link (utm parameters) and the device class (phone, tablet or computer), as well as the requests sent through our forms and the optional answer in the appointment form on how you heard about us (kept apart from your request).\n\nTo count a day’s visitors, the server forms a check value from your IP address, your browser identifier and a random value that changes every day; the IP address and browser identifier are held in memory for a few seconds only and never stored, and the random value and check values are deleted when the day ends. Nobody can be recognised this way, neither on another day nor across websites.\n\nNothing is stored on or read from your device, no cookies are set and no data is passed to third parties, so no consent is required (Section 25 TDDDG does not apply). The legal basis is our legitimate interest in designing our website to meet our visitors’ needs (Art. 6(1)(f) GDPR). The daily totals contain no personal data and are deleted after ${STATISTICS_RETENTION_MONTHS} months.`,
    ],
    maps: [
      'Maps from OpenStreetMap',
      'On our location pages we first show only the address. Only when you click “Load map” is a map from OpenStreetMap embedded, a service of the OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, United Kingdom. Your browser then sends your IP address and technical information (such as browser type and map section) to its servers. Your click applies to this page view only and is not stored. The legal basis is your consent by clicking (Art. 6(1)(a) GDPR, Section 25(1) TDDDG). The European Commission has adopted an adequacy decision for the United Kingdom (Art. 45 GDPR). The link “Open the map in a new tab” leads to openstreetmap.org, where the OpenStreetMap Foundation’s privacy policy applies.',
    ],
    contact: [
      'Contact form, e-mail and phone',
      (d) =>
        `If you write to us using the contact form, we process your name, e-mail address, subject, message and the time of your enquiry; the same applies accordingly to e-mails and calls. We use this data solely to deal with your enquiry. The legal basis is Art. 6(1)(b) GDPR where your enquiry concerns treatment, and otherwise our legitimate interest in responding (Art. 6(1)(f) GDPR); if you voluntarily share health information, Art. 9(2)(a) or (h) GDPR. We delete enquiries once they have been dealt with, at the latest ${en.months(d.r.contactMessageMonths)} after our last reply, unless a statutory retention obligation applies or the enquiry becomes part of your patient record.`,
    ],
    whatsapp:
      'If you write to us via WhatsApp, your data is also processed by WhatsApp Ireland Limited, Merrion Road, Dublin 4, Ireland; a transfer to its parent company Meta Platforms, Inc. in the USA is possible (Meta is certified under the EU-US Data Privacy Framework, Art. 45 GDPR). Please do not share health data with us via WhatsApp.',
    appointments: [
      'Online appointment requests',
      (d) =>
        `Via our [appointment request form](${d.booking}) we process your first name, last name, e-mail address, phone number, the type of treatment, your preferred date and time and an optional message, in order to plan your appointment and contact you about it. The legal bases are Art. 6(1)(b) GDPR and, since the type of treatment may allow conclusions about your health, Art. 9(2)(h) GDPR in conjunction with Section 22(1) no. 1(b) BDSG. A message may contain information about your health: we accept it only with your explicit consent (Art. 9(2)(a) GDPR), which you give in the form and may withdraw at any time. We send a reminder by e-mail the day before the appointment only if you chose it in the form (Art. 6(1)(a) GDPR). If no treatment relationship results, we delete the request ${en.months(d.r.appointmentRequestMonths)} after the agreed appointment or, if there was none, after the request.`,
    ],
    booking: [
      'External booking service',
      (d) =>
        blocks(
          `The “Book appointment” and “Message” buttons lead to the online booking service ${esc(d.bookingService!.name)}${d.bookingService!.operator ? ` (${esc(d.bookingService!.operator)}, Germany)` : ` at ${esc(d.bookingService!.host)}`}, which opens in a new tab. Data is only transferred when you click such a link.${d.trackingParams.length ? ` The link contains parameters that tell the service you came from our website (${d.trackingParams.join(', ')}); they contain no personal data.` : ''}`,
          'The service manages appointments you book there on our behalf (Art. 28 GDPR); the legal bases are Art. 6(1)(b) and Art. 9(2)(h) GDPR. The service itself is responsible for any personal account you hold with it; its own privacy policy applies to that.',
        ),
    ],
    applications: [
      'Job applications',
      (d) =>
        `If you apply via our [careers page](${d.careers}), we process your contact details, your CV (up to 5 MB) and your message solely for the application process; only the people involved in the selection have access. The legal basis is Art. 6(1)(b) GDPR in conjunction with Section 26 BDSG. If no employment relationship results, we delete your documents including your CV ${en.months(d.r.applicationDecidedMonths)} after our decision (without a decision, ${en.months(d.r.applicationUndecidedMonths)} after receipt), unless you have consented to longer storage.`,
    ],
    newsletter: [
      'Newsletter',
      'If you subscribe to our newsletter, we store your e-mail address, your language choice and the time of subscription on the basis of your consent (Art. 6(1)(a) GDPR). Until you have confirmed the subscription it counts as unconfirmed, and we send no newsletter to unconfirmed addresses. You can unsubscribe at any time; we then delete your address.',
    ],
    social: [
      'Links to social networks',
      (d) =>
        `We link to our profiles on ${list(d.socials, 'and')}. These are simple links, not embedded plug-ins: data is only transferred when you click a link; from then on, the provider’s privacy policy applies.`,
    ],
    mail: [
      'Sending e-mails',
      (d) =>
        `E-mails sent by this website are delivered through ${proc(d.smtp!)}, with whom we have concluded a data processing agreement under Art. 28 GDPR.`,
    ],
    recipients: [
      'Recipients and transfers to third countries',
      (d) =>
        blocks(
          'Within the practice, only those people who need your data for their tasks have access to it. External recipients are only our processors and the services named above. We do not sell personal data.',
          d.usCases.length
            ? `A transfer to the USA is only possible in the cases described above (${list(d.usCases, 'and')}) and is based on the EU-US Data Privacy Framework (Art. 45 GDPR).`
            : 'We do not transfer data to the USA.',
          'After you click “Load map”, the OpenStreetMap Foundation in the United Kingdom receives data (adequacy decision, Art. 45 GDPR).',
        ),
    ],
    retention: [
      'Retention periods',
      `We only store personal data for as long as necessary for the respective purpose or as required by statutory retention obligations; the periods of the individual processing activities are stated above. If an enquiry leads to a treatment relationship, the periods for patient records apply: generally ${R.patientRecordYears} years after the end of treatment (Section 630f(3) of the German Civil Code), and for X-ray records the periods of radiation protection law. We keep tax-relevant documents for up to ${R.taxRecordYears} years (Section 147 of the German Fiscal Code).`,
    ],
    periods: (r) =>
      blocks(
        'The periods of this website at a glance; afterwards the data is deleted automatically:',
        bullets(
          `**Job applications with CV:** ${en.months(r.applicationDecidedMonths)} after our decision, without a decision ${en.months(r.applicationUndecidedMonths)} after receipt`,
          `**Contact enquiries:** ${en.months(r.contactMessageMonths)} after our last reply, without a reply after receipt`,
          `**Appointment requests:** ${en.months(r.appointmentRequestMonths)} after the agreed appointment, without an appointment after the request`,
          `**Unconfirmed newsletter sign-ups:** ${en.days(r.newsletterPendingDays)} after signing up`,
          `**E-mails sent by this website:** ${en.days(r.outboxDays)} after sending`,
          `**Records of your consent:** ${en.months(r.consentLogMonths)} after it was given`,
        ),
        'If we need individual data to establish, exercise or defend legal claims, we restrict it until the proceedings have ended and delete it afterwards (Art. 17(3)(e) GDPR).',
      ),
    rights: [
      'Your rights',
      (d) =>
        blocks(
          'With regard to your personal data, you have the following rights vis-à-vis us:',
          bullets(
            'right of access (Art. 15 GDPR)',
            'right to rectification (Art. 16 GDPR)',
            'right to erasure (Art. 17 GDPR)',
            'right to restriction of processing (Art. 18 GDPR)',
            'right to data portability (Art. 20 GDPR)',
            'right to object to processing based on legitimate interests (Art. 21 GDPR)',
            'right to withdraw consent at any time with effect for the future (Art. 7(3) GDPR)',
            'right to lodge a complaint with a supervisory authority (Art. 77 GDPR)',
          ),
          `To exercise them, contact ${esc(d.email)} or write to the address above.`,
        ),
    ],
    complaint: [
      'Competent supervisory authority',
      (d) =>
        `You may lodge a complaint with any data protection supervisory authority (Art. 77 GDPR). The authority responsible for us is: ${linked(d.authority!.name, d.authority!.url)}, ${esc(d.authority!.address)}, Germany.`,
    ],
    obligation: [
      'Obligation to provide data and automated decision-making',
      'Providing your data is voluntary. However, without the information marked as mandatory we cannot process your enquiry, appointment request or application. No automated decision-making, including profiling (Art. 22 GDPR), takes place.',
    ],
    changes: [
      'Changes',
      'This privacy policy is generated from the website’s current settings and changes with them. The version published on this page applies.',
    ],
    notes: 'Further information',
  },
  fr: {
    usCases: { analytics: 'Google Analytics avec votre consentement', whatsapp: 'WhatsApp si vous nous y écrivez' },
    bindingNote:
      '*Cette traduction française est fournie à titre indicatif. Seule la version allemande de la présente politique de confidentialité fait foi.*',
    intro:
      'Conformément à l’article 13 du règlement général sur la protection des données (RGPD), cette politique de confidentialité vous indique quelles données personnelles nous traitons lorsque vous consultez ce site et utilisez ses formulaires, à quelles fins, sur quelle base juridique et pendant combien de temps. Le traitement de vos données dans le cadre des soins dentaires fait l’objet d’une information distincte au cabinet.',
    controller: [
      'Responsable du traitement',
      (d) =>
        blocks(
          `${esc(d.name)}, ${d.address}, Allemagne`,
          bullets(d.phone.trim() && `**Téléphone :** ${esc(d.phone)}`, d.email.trim() && `**E-mail :** ${esc(d.email)}`),
          `Vous trouverez d’autres informations dans nos [mentions légales](${d.imprint}).`,
        ),
    ],
    dpo: [
      'Délégué à la protection des données',
      (d) =>
        `Vous pouvez joindre notre délégué à la protection des données : ${esc(d.dpo)}. Merci de ne pas envoyer d’informations de santé confidentielles par e-mail non chiffré.`,
    ],
    bases: [
      'Bases juridiques en bref',
      blocks(
        'Nous ne traitons des données personnelles que si l’une des bases juridiques suivantes le permet :',
        bullets(
          '**Consentement :** article 6, paragraphe 1, point a) du RGPD et, pour les données de santé, article 9, paragraphe 2, point a) du RGPD',
          '**Contrat et mesures précontractuelles :** article 6, paragraphe 1, point b) du RGPD, par exemple lors d’une demande de rendez-vous',
          '**Obligation légale :** article 6, paragraphe 1, point c) du RGPD, par exemple les obligations légales de conservation',
          '**Intérêts légitimes :** article 6, paragraphe 1, point f) du RGPD, par exemple le fonctionnement sûr de ce site',
          '**Soins de santé :** article 9, paragraphe 2, point h) du RGPD, en liaison avec l’article 22, paragraphe 1, point 1 b) de la loi fédérale allemande sur la protection des données (BDSG), lorsque des données de santé sont nécessaires au traitement',
        ),
        'Le stockage d’informations sur votre appareil et l’accès à celles-ci sont en outre régis par l’article 25 de la loi allemande sur la protection des données dans les télécommunications et les services numériques (TDDDG).',
      ),
    ],
    hosting: [
      'Hébergement et fichiers journaux du serveur',
      (d) =>
        blocks(
          d.hosting &&
            `Ce site est hébergé par ${proc(d.hosting)}, avec qui nous avons conclu un contrat de sous-traitance conformément à l’article 28 du RGPD.`,
          'À chaque consultation du site, le serveur enregistre automatiquement les informations suivantes dans des fichiers journaux :',
          bullets(
            'l’adresse IP raccourcie de l’appareil à l’origine de la requête (en IPv4 sans la dernière partie, en IPv6 seulement les 48 premiers bits)',
            'la date et l’heure de l’accès',
            'le type de requête et la page ou le fichier consulté, sans les paramètres ajoutés',
            'le code de statut et la durée de traitement de la requête',
          ),
          `Nous avons besoin de ces données pour afficher le site, corriger les dysfonctionnements et repousser les attaques. La base juridique est notre intérêt légitime à un fonctionnement sûr (article 6, paragraphe 1, point f) du RGPD). Les fichiers journaux sont supprimés au bout de ${R.serverLogDays} jours, sauf si un incident de sécurité concret impose de les conserver plus longtemps pour l’élucider. Toutes les données sont transmises chiffrées (TLS). Les polices et les images sont chargées depuis notre propre serveur.`,
        ),
    ],
    storage: [
      'Stockage local et gestion du consentement',
      (d) =>
        blocks(
          'Nous enregistrons dans le stockage local de votre navigateur la langue choisie et votre décision concernant le bandeau cookies. Ce stockage est strictement nécessaire pour fournir les fonctions que vous avez demandées (article 25, paragraphe 2, point 2 TDDDG, article 6, paragraphe 1, point f) du RGPD).',
          d.analytics &&
            `Nous n’utilisons aucune autre technique sans votre consentement donné dans le bandeau cookies (article 25, paragraphe 1 TDDDG, article 6, paragraphe 1, point a) du RGPD). Nous enregistrons votre décision avec la date et la version de la demande et vous interrogeons de nouveau au plus tard après ${CONSENT_VALIDITY_DAYS} jours ou en cas de nouvelle version. Vous pouvez retirer votre consentement à tout moment pour l’avenir : « Modifier les paramètres des cookies » en bas de page.`,
        ),
    ],
    analytics: [
      'Mesure d’audience avec Google Analytics',
      blocks(
        'Uniquement si vous y avez consenti dans le bandeau cookies, nous utilisons Google Analytics 4, un service de Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irlande (« Google »), pour comprendre comment notre site est utilisé et l’améliorer. Sans votre consentement, le script de Google n’est pas chargé.',
        'Google Analytics dépose des cookies et enregistre par exemple les pages consultées, la durée de visite, la profondeur de défilement, les temps de chargement, le type d’appareil, le navigateur et la région approximative. Ces informations sont rattachées à votre navigateur par un identifiant aléatoire : elles sont pseudonymisées, et non anonymes. Selon Google, Google Analytics 4 n’enregistre pas les adresses IP et ne les utilise que pour déterminer la région approximative. Les fonctions publicitaires et de personnalisation restent désactivées ; nous ne recoupons pas ces données avec d’autres données vous concernant.',
        `La base juridique est votre consentement (article 6, paragraphe 1, point a) du RGPD, article 25, paragraphe 1 TDDDG). Google traite les données pour notre compte (article 28 du RGPD). Des données peuvent être transférées à Google LLC aux États-Unis. Google LLC est certifiée au titre du cadre de protection des données UE–États-Unis (EU-US Data Privacy Framework) ; le transfert repose sur la décision d’adéquation de la Commission européenne du 10 juillet 2023 (article 45 du RGPD). Les données d’audience sont supprimées à l’issue de la durée de conservation définie dans notre compte Google Analytics, au plus tard au bout de ${R.analyticsMonths} mois (le réglage le plus long proposé par Google Analytics).`,
      ),
    ],
    noAnalytics:
      'Ce site n’utilise actuellement aucun service tiers de mesure d’audience ni aucun cookie à des fins d’analyse ou de publicité.',
    statistics: [
      'Nos propres statistiques de visite, sans cookies',
      `Pour comprendre quelles pages sont lues et comment les visiteurs nous trouvent, notre serveur compte chaque consultation d’une page publique. Seuls des totaux par jour sont conservés : la page, la langue, le site d’où vous venez (uniquement son adresse, par exemple google.com), un nom de campagne dans le lien (paramètres utm) et la catégorie d’appareil (smartphone, tablette ou ordinateur), ainsi que les demandes envoyées par nos formulaires et la réponse facultative du formulaire de rendez-vous sur la manière dont vous nous avez connus (séparée de votre demande).\n\nPour compter les visiteurs d’une journée, le serveur calcule une valeur de contrôle à partir de votre adresse IP, de l’identifiant de votre navigateur et d’une valeur aléatoire renouvelée chaque jour ; l’adresse IP et l’identifiant du navigateur ne restent que quelques secondes en mémoire et ne sont jamais enregistrés, la valeur aléatoire et les valeurs de contrôle sont supprimées à la fin de la journée. Personne ne peut ainsi être reconnu, ni un autre jour ni d’un site à l’autre.\n\nRien n’est enregistré sur votre appareil ni lu sur celui-ci, aucun cookie n’est déposé et aucune donnée n’est transmise à des tiers ; aucun consentement n’est donc nécessaire (l’article 25 TDDDG ne s’applique pas). La base juridique est notre intérêt légitime à adapter notre site aux besoins de ses visiteurs (article 6, paragraphe 1, point f) du RGPD). Les totaux journaliers ne contiennent aucune donnée personnelle et sont supprimés au bout de ${STATISTICS_RETENTION_MONTHS} mois.`,
    ],
    maps: [
      'Cartes OpenStreetMap',
      'Sur nos pages consacrées aux cabinets, nous n’affichons d’abord que l’adresse. Ce n’est que lorsque vous cliquez sur « Charger la carte » qu’une carte OpenStreetMap est intégrée, un service de l’OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Royaume-Uni. Votre navigateur transmet alors votre adresse IP et des informations techniques (type de navigateur, extrait de carte, par exemple) à ses serveurs. Votre clic ne vaut que pour cet affichage de la page et n’est pas enregistré. La base juridique est votre consentement exprimé par ce clic (article 6, paragraphe 1, point a) du RGPD, article 25, paragraphe 1 TDDDG). Le Royaume-Uni bénéficie d’une décision d’adéquation de la Commission européenne (article 45 du RGPD). Le lien « Ouvrir la carte dans un nouvel onglet » mène à openstreetmap.org, où s’applique la politique de confidentialité de l’OpenStreetMap Foundation.',
    ],
    contact: [
      'Formulaire de contact, e-mail et téléphone',
      (d) =>
        `Lorsque vous nous écrivez via le formulaire de contact, nous traitons votre nom, votre adresse e-mail, l’objet, votre message et l’heure de votre demande ; il en va de même pour les e-mails et les appels. Nous utilisons ces données uniquement pour traiter votre demande. La base juridique est l’article 6, paragraphe 1, point b) du RGPD lorsque votre demande concerne un traitement, sinon notre intérêt légitime à y répondre (article 6, paragraphe 1, point f) du RGPD) ; si vous nous communiquez volontairement des informations de santé, l’article 9, paragraphe 2, point a) ou h) du RGPD. Nous supprimons les demandes une fois traitées, au plus tard ${fr.months(d.r.contactMessageMonths)} après notre dernière réponse, sauf obligation légale de conservation ou si la demande est intégrée à votre dossier patient.`,
    ],
    whatsapp:
      'Si vous nous écrivez via WhatsApp, vos données sont également traitées par WhatsApp Ireland Limited, Merrion Road, Dublin 4, Irlande ; un transfert à la société mère Meta Platforms, Inc. aux États-Unis est possible (Meta est certifiée au titre du EU-US Data Privacy Framework, article 45 du RGPD). Merci de ne pas nous communiquer de données de santé via WhatsApp.',
    appointments: [
      'Demande de rendez-vous en ligne',
      (d) =>
        `Via notre [formulaire de demande de rendez-vous](${d.booking}), nous traitons votre prénom, votre nom, votre adresse e-mail, votre numéro de téléphone, le type de soin, la date et l’heure souhaitées ainsi qu’un message facultatif, afin de planifier votre rendez-vous et de vous contacter à ce sujet. Les bases juridiques sont l’article 6, paragraphe 1, point b) du RGPD et, le type de soin pouvant révéler des informations sur votre santé, l’article 9, paragraphe 2, point h) du RGPD en liaison avec l’article 22, paragraphe 1, point 1 b) BDSG. Un message peut contenir des informations sur votre santé : nous ne l’acceptons qu’avec votre consentement explicite (article 9, paragraphe 2, point a) du RGPD), que vous donnez dans le formulaire et pouvez retirer à tout moment. Nous n’envoyons un rappel par e-mail la veille du rendez-vous que si vous l’avez choisi dans le formulaire (article 6, paragraphe 1, point a) du RGPD). Si aucune relation de soins ne s’établit, nous supprimons la demande ${fr.months(d.r.appointmentRequestMonths)} après le rendez-vous convenu ou, à défaut, après la demande.`,
    ],
    booking: [
      'Service de réservation externe',
      (d) =>
        blocks(
          `Les boutons « Prendre rendez-vous » et « Message » mènent au service de réservation en ligne ${esc(d.bookingService!.name)}${d.bookingService!.operator ? ` (${esc(d.bookingService!.operator)}, Allemagne)` : ` à l’adresse ${esc(d.bookingService!.host)}`}, qui s’ouvre dans un nouvel onglet. Les données ne sont transmises que lorsque vous cliquez sur un tel lien.${d.trackingParams.length ? ` Le lien contient des paramètres indiquant au service que vous venez de notre site (${d.trackingParams.join(', ')}) ; ils ne contiennent aucune donnée personnelle.` : ''}`,
          'Le service gère pour notre compte les rendez-vous que vous y réservez (article 28 du RGPD) ; les bases juridiques sont l’article 6, paragraphe 1, point b) et l’article 9, paragraphe 2, point h) du RGPD. Le service est lui-même responsable de votre éventuel compte personnel chez lui ; sa propre politique de confidentialité s’y applique.',
        ),
    ],
    applications: [
      'Candidatures',
      (d) =>
        `Si vous postulez via notre [page carrières](${d.careers}), nous traitons vos coordonnées, votre CV (jusqu’à 5 Mo) et votre message uniquement pour la procédure de recrutement ; seules les personnes participant à la sélection y ont accès. La base juridique est l’article 6, paragraphe 1, point b) du RGPD en liaison avec l’article 26 BDSG. Si aucun contrat de travail n’est conclu, nous supprimons vos documents, CV compris, ${fr.months(d.r.applicationDecidedMonths)} après notre décision (sans décision, ${fr.months(d.r.applicationUndecidedMonths)} après leur réception), sauf si vous avez consenti à une conservation plus longue.`,
    ],
    newsletter: [
      'Newsletter',
      'Si vous vous abonnez à notre newsletter, nous enregistrons votre adresse e-mail, votre langue et l’heure de l’inscription sur la base de votre consentement (article 6, paragraphe 1, point a) du RGPD). Tant que vous n’avez pas confirmé l’inscription, elle est considérée comme non confirmée et nous n’envoyons aucune newsletter aux adresses non confirmées. Vous pouvez vous désabonner à tout moment ; nous supprimons alors votre adresse.',
    ],
    social: [
      'Liens vers les réseaux sociaux',
      (d) =>
        `Nous renvoyons vers nos pages sur ${list(d.socials, 'et')}. Il s’agit de simples liens, et non de modules intégrés : aucune donnée n’est transmise avant que vous ne cliquiez sur un lien ; dès lors, la politique de confidentialité du fournisseur s’applique.`,
    ],
    mail: [
      'Envoi d’e-mails',
      (d) =>
        `Les e-mails envoyés par ce site sont acheminés par ${proc(d.smtp!)}, avec qui nous avons conclu un contrat de sous-traitance conformément à l’article 28 du RGPD.`,
    ],
    recipients: [
      'Destinataires et transferts vers des pays tiers',
      (d) =>
        blocks(
          'Au sein du cabinet, seules les personnes qui en ont besoin pour leurs tâches ont accès à vos données. Les destinataires externes sont uniquement nos sous-traitants et les services mentionnés ci-dessus. Nous ne vendons pas de données personnelles.',
          d.usCases.length
            ? `Un transfert vers les États-Unis n’est possible que dans les cas décrits ci-dessus (${list(d.usCases, 'et')}) et repose sur le EU-US Data Privacy Framework (article 45 du RGPD).`
            : 'Nous ne transférons aucune donnée vers les États-Unis.',
          'Après votre clic sur « Charger la carte », l’OpenStreetMap Foundation au Royaume-Uni reçoit des données (décision d’adéquation, article 45 du RGPD).',
        ),
    ],
    retention: [
      'Durée de conservation',
      `Nous ne conservons les données personnelles que le temps nécessaire à la finalité concernée ou imposé par des obligations légales de conservation ; les durées propres à chaque traitement figurent ci-dessus. Si une demande aboutit à une relation de soins, les délais applicables au dossier patient s’appliquent : en règle générale ${R.patientRecordYears} ans après la fin du traitement (article 630f, paragraphe 3, du Code civil allemand) et, pour les radiographies, les délais du droit de la radioprotection. Nous conservons les documents fiscaux jusqu’à ${R.taxRecordYears} ans (article 147 du Code fiscal allemand).`,
    ],
    periods: (r) =>
      blocks(
        'Les durées de ce site en bref ; ensuite, les données sont supprimées automatiquement :',
        bullets(
          `**Candidatures avec CV :** ${fr.months(r.applicationDecidedMonths)} après notre décision, sans décision ${fr.months(r.applicationUndecidedMonths)} après leur réception`,
          `**Demandes de contact :** ${fr.months(r.contactMessageMonths)} après notre dernière réponse, sans réponse après leur réception`,
          `**Demandes de rendez-vous :** ${fr.months(r.appointmentRequestMonths)} après le rendez-vous convenu, sans rendez-vous après la demande`,
          `**Inscriptions à la newsletter non confirmées :** ${fr.days(r.newsletterPendingDays)} après l’inscription`,
          `**E-mails envoyés par ce site :** ${fr.days(r.outboxDays)} après l’envoi`,
          `**Preuves de votre consentement :** ${fr.months(r.consentLogMonths)} après son recueil`,
        ),
        'Si nous avons besoin de certaines données pour la constatation, l’exercice ou la défense de droits en justice, nous en limitons le traitement jusqu’à la fin de la procédure, puis les supprimons (article 17, paragraphe 3, point e) du RGPD).',
      ),
    rights: [
      'Vos droits',
      (d) =>
        blocks(
          'Vous disposez à notre égard des droits suivants concernant vos données personnelles :',
          bullets(
            'droit d’accès (article 15 du RGPD)',
            'droit de rectification (article 16 du RGPD)',
            'droit à l’effacement (article 17 du RGPD)',
            'droit à la limitation du traitement (article 18 du RGPD)',
            'droit à la portabilité des données (article 20 du RGPD)',
            'droit d’opposition aux traitements fondés sur des intérêts légitimes (article 21 du RGPD)',
            'droit de retirer à tout moment un consentement pour l’avenir (article 7, paragraphe 3, du RGPD)',
            'droit d’introduire une réclamation auprès d’une autorité de contrôle (article 77 du RGPD)',
          ),
          `Pour les exercer, écrivez à ${esc(d.email)} ou à l’adresse indiquée ci-dessus.`,
        ),
    ],
    complaint: [
      'Autorité de contrôle compétente',
      (d) =>
        `Vous pouvez introduire une réclamation auprès de toute autorité de contrôle de la protection des données (article 77 du RGPD). L’autorité compétente pour nous est : ${linked(d.authority!.name, d.authority!.url)}, ${esc(d.authority!.address)}, Allemagne.`,
    ],
    obligation: [
      'Obligation de fournir des données et décisions automatisées',
      'La fourniture de vos données est facultative. Sans les informations signalées comme obligatoires, nous ne pouvons toutefois pas traiter votre demande, votre demande de rendez-vous ou votre candidature. Aucune prise de décision automatisée, y compris le profilage (article 22 du RGPD), n’a lieu.',
    ],
    changes: [
      'Modifications',
      'Cette politique de confidentialité est générée à partir des paramètres actuels du site et évolue avec eux. La version publiée sur cette page fait foi.',
    ],
    notes: 'Informations complémentaires',
  },
  es: {
    usCases: { analytics: 'Google Analytics con su consentimiento', whatsapp: 'WhatsApp si nos escribe por allí' },
    bindingNote:
      '*Esta traducción al español se ofrece a título informativo. Solo la versión alemana de esta política de privacidad es jurídicamente vinculante.*',
    intro:
      'De conformidad con el artículo 13 del Reglamento General de Protección de Datos (RGPD), en esta política de privacidad le informamos de qué datos personales tratamos cuando visita este sitio web y utiliza sus formularios, con qué fines, sobre qué base jurídica y durante cuánto tiempo. Sobre el tratamiento de sus datos en el marco del tratamiento odontológico le informamos por separado en la consulta.',
    controller: [
      'Responsable del tratamiento',
      (d) =>
        blocks(
          `${esc(d.name)}, ${d.address}, Alemania`,
          bullets(d.phone.trim() && `**Teléfono:** ${esc(d.phone)}`, d.email.trim() && `**Correo electrónico:** ${esc(d.email)}`),
          `Encontrará más información en nuestro [aviso legal](${d.imprint}).`,
        ),
    ],
    dpo: [
      'Delegado de protección de datos',
      (d) =>
        `Puede contactar con nuestro delegado de protección de datos: ${esc(d.dpo)}. Por favor, no envíe información sanitaria confidencial por correo electrónico sin cifrar.`,
    ],
    bases: [
      'Bases jurídicas en resumen',
      blocks(
        'Solo tratamos datos personales cuando lo permite una de las siguientes bases jurídicas:',
        bullets(
          '**Consentimiento:** art. 6, apdo. 1, letra a) del RGPD y, para datos de salud, art. 9, apdo. 2, letra a) del RGPD',
          '**Contrato y medidas precontractuales:** art. 6, apdo. 1, letra b) del RGPD, por ejemplo al solicitar una cita',
          '**Obligación legal:** art. 6, apdo. 1, letra c) del RGPD, por ejemplo los plazos legales de conservación',
          '**Intereses legítimos:** art. 6, apdo. 1, letra f) del RGPD, por ejemplo el funcionamiento seguro de este sitio web',
          '**Asistencia sanitaria:** art. 9, apdo. 2, letra h) del RGPD en relación con el art. 22, apdo. 1, n.º 1, letra b) de la Ley Federal alemana de Protección de Datos (BDSG), cuando los datos de salud son necesarios para el tratamiento',
        ),
        'El almacenamiento de información en su dispositivo y el acceso a ella se rigen además por el artículo 25 de la Ley alemana de protección de datos en las telecomunicaciones y los servicios digitales (TDDDG).',
      ),
    ],
    hosting: [
      'Alojamiento y archivos de registro del servidor',
      (d) =>
        blocks(
          d.hosting &&
            `Este sitio web está alojado en ${proc(d.hosting)}, con quien hemos celebrado un contrato de encargo del tratamiento conforme al art. 28 del RGPD.`,
          'Cada vez que se accede al sitio, el servidor guarda automáticamente la siguiente información en archivos de registro:',
          bullets(
            'la dirección IP acortada del dispositivo que realiza la solicitud (en IPv4 sin la última parte, en IPv6 solo los primeros 48 bits)',
            'la fecha y la hora del acceso',
            'el tipo de solicitud y la página o el archivo consultado, sin parámetros añadidos',
            'el código de estado y el tiempo de procesamiento de la solicitud',
          ),
          `Necesitamos estos datos para servir el sitio web, corregir fallos y defendernos de ataques. La base jurídica es nuestro interés legítimo en un funcionamiento seguro (art. 6, apdo. 1, letra f) del RGPD). Los archivos de registro se eliminan a los ${R.serverLogDays} días, salvo que un incidente de seguridad concreto exija conservarlos más tiempo para su esclarecimiento. Todos los datos se transmiten cifrados (TLS). Las fuentes y las imágenes se cargan desde nuestro propio servidor.`,
        ),
    ],
    storage: [
      'Almacenamiento local y gestión del consentimiento',
      (d) =>
        blocks(
          'En el almacenamiento local de su navegador guardamos el idioma elegido y su decisión en el banner de cookies. Esto es estrictamente necesario para prestar las funciones que ha solicitado (art. 25, apdo. 2, n.º 2 TDDDG, art. 6, apdo. 1, letra f) del RGPD).',
          d.analytics &&
            `Cualquier otra técnica solo la utilizamos si ha dado su consentimiento en el banner de cookies (art. 25, apdo. 1 TDDDG, art. 6, apdo. 1, letra a) del RGPD). Guardamos su decisión con la fecha y la versión de la consulta y le volvemos a preguntar como muy tarde a los ${CONSENT_VALIDITY_DAYS} días o si cambia la versión. Puede retirar su consentimiento en cualquier momento con efecto para el futuro: «Cambiar la configuración de cookies», en el pie de página.`,
        ),
    ],
    analytics: [
      'Análisis web con Google Analytics',
      blocks(
        'Solo si ha dado su consentimiento en el banner de cookies utilizamos Google Analytics 4, un servicio de Google Ireland Limited, Gordon House, Barrow Street, Dublín 4, Irlanda («Google»), para entender cómo se usa nuestro sitio web y mejorarlo. Sin su consentimiento, el script de Google no se carga.',
        'Google Analytics instala cookies y registra, por ejemplo, las páginas visitadas, el tiempo de permanencia, la profundidad de desplazamiento, los tiempos de carga, el tipo de dispositivo, el navegador y la región aproximada. Estos datos se vinculan a su navegador mediante un identificador aleatorio: están seudonimizados, no son anónimos. Según Google, Google Analytics 4 no almacena direcciones IP y solo las utiliza para determinar la región aproximada. Las funciones de publicidad y personalización permanecen desactivadas; no combinamos estos datos con otros datos sobre usted.',
        `La base jurídica es su consentimiento (art. 6, apdo. 1, letra a) del RGPD, art. 25, apdo. 1 TDDDG). Google trata los datos por encargo nuestro (art. 28 del RGPD). Pueden transferirse datos a Google LLC en EE. UU. Google LLC está certificada conforme al Marco de Privacidad de Datos UE-EE. UU. (EU-US Data Privacy Framework); la transferencia se basa en la decisión de adecuación de la Comisión Europea de 10 de julio de 2023 (art. 45 del RGPD). Los datos de análisis se eliminan al terminar el plazo de conservación configurado en nuestra cuenta de Google Analytics, a más tardar a los ${R.analyticsMonths} meses (el ajuste más largo que ofrece Google Analytics).`,
      ),
    ],
    noAnalytics:
      'Este sitio web no utiliza actualmente servicios de análisis web de terceros ni cookies con fines analíticos o publicitarios.',
    statistics: [
      'Estadísticas de visitas propias sin cookies',
      `Para entender qué páginas se leen y cómo nos encuentran los visitantes, nuestro servidor cuenta cada consulta de una página pública. Solo se guardan totales diarios: la página, el idioma, el sitio web del que viene (solo su dirección, por ejemplo google.com), un nombre de campaña en el enlace (parámetros utm) y el tipo de dispositivo (móvil, tableta u ordenador), así como las solicitudes enviadas con nuestros formularios y la respuesta voluntaria del formulario de citas sobre cómo nos conoció (separada de su solicitud).\n\nPara contar los visitantes de un día, el servidor calcula un valor de control a partir de su dirección IP, el identificador de su navegador y un valor aleatorio que cambia cada día; la dirección IP y el identificador del navegador solo se mantienen unos segundos en la memoria y nunca se guardan, y el valor aleatorio y los valores de control se eliminan al terminar el día. Así no se puede reconocer a nadie, ni otro día ni entre sitios web.\n\nNo se guarda ni se lee nada en su dispositivo, no se instalan cookies y no se transmiten datos a terceros, por lo que no se necesita consentimiento (el artículo 25 TDDDG no se aplica). La base jurídica es nuestro interés legítimo en adaptar nuestro sitio web a las necesidades de sus visitantes (art. 6, apdo. 1, letra f) del RGPD). Los totales diarios no contienen datos personales y se eliminan a los ${STATISTICS_RETENTION_MONTHS} meses.`,
    ],
    maps: [
      'Mapas de OpenStreetMap',
      'En las páginas de nuestros centros mostramos primero solo la dirección. Solo cuando hace clic en «Cargar el mapa» se integra un mapa de OpenStreetMap, un servicio de la OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Reino Unido. Su navegador transmite entonces su dirección IP y datos técnicos (como el tipo de navegador y la sección del mapa) a sus servidores. Su clic solo vale para esa visualización de la página y no se guarda. La base jurídica es su consentimiento mediante el clic (art. 6, apdo. 1, letra a) del RGPD, art. 25, apdo. 1 TDDDG). Para el Reino Unido existe una decisión de adecuación de la Comisión Europea (art. 45 del RGPD). El enlace «Abrir el mapa en una pestaña nueva» lleva a openstreetmap.org, donde rige la política de privacidad de la OpenStreetMap Foundation.',
    ],
    contact: [
      'Formulario de contacto, correo electrónico y teléfono',
      (d) =>
        `Si nos escribe a través del formulario de contacto, tratamos su nombre, su dirección de correo electrónico, el asunto, su mensaje y la hora de la consulta; lo mismo se aplica a los correos electrónicos y las llamadas. Utilizamos estos datos únicamente para atender su consulta. La base jurídica es el art. 6, apdo. 1, letra b) del RGPD si su consulta se refiere a un tratamiento y, en los demás casos, nuestro interés legítimo en responder (art. 6, apdo. 1, letra f) del RGPD); si nos comunica voluntariamente información de salud, el art. 9, apdo. 2, letra a) o h) del RGPD. Eliminamos las consultas una vez resueltas, como muy tarde ${es.months(d.r.contactMessageMonths)} después de nuestra última respuesta, salvo que exista una obligación legal de conservación o la consulta pase a formar parte de su historia clínica.`,
    ],
    whatsapp:
      'Si nos escribe por WhatsApp, sus datos también son tratados por WhatsApp Ireland Limited, Merrion Road, Dublín 4, Irlanda; es posible una transferencia a la empresa matriz Meta Platforms, Inc. en EE. UU. (Meta está certificada conforme al EU-US Data Privacy Framework, art. 45 del RGPD). Por favor, no nos comunique datos de salud por WhatsApp.',
    appointments: [
      'Solicitud de cita en línea',
      (d) =>
        `A través de nuestro [formulario de solicitud de cita](${d.booking}) tratamos su nombre, apellidos, correo electrónico, teléfono, el tipo de tratamiento, la fecha y hora preferidas y un mensaje opcional, para planificar su cita y ponernos en contacto con usted. Las bases jurídicas son el art. 6, apdo. 1, letra b) del RGPD y, dado que el tipo de tratamiento puede permitir conclusiones sobre su salud, el art. 9, apdo. 2, letra h) del RGPD en relación con el art. 22, apdo. 1, n.º 1, letra b) BDSG. Un mensaje puede contener información sobre su salud: solo lo aceptamos con su consentimiento explícito (art. 9, apdo. 2, letra a) del RGPD), que usted otorga en el formulario y puede retirar en cualquier momento. Solo enviamos un recordatorio por correo electrónico el día anterior a la cita si usted lo ha elegido en el formulario (art. 6, apdo. 1, letra a) del RGPD). Si no se establece una relación de tratamiento, eliminamos la solicitud ${es.months(d.r.appointmentRequestMonths)} después de la cita acordada o, si no la hubo, después de la solicitud.`,
    ],
    booking: [
      'Servicio externo de reservas',
      (d) =>
        blocks(
          `Los botones «Reservar cita» y «Mensaje» llevan al servicio de reservas en línea ${esc(d.bookingService!.name)}${d.bookingService!.operator ? ` (${esc(d.bookingService!.operator)}, Alemania)` : ` en ${esc(d.bookingService!.host)}`}, que se abre en una pestaña nueva. Solo se transmiten datos cuando hace clic en uno de esos enlaces.${d.trackingParams.length ? ` El enlace contiene parámetros que indican al servicio que viene de nuestro sitio web (${d.trackingParams.join(', ')}); no contienen datos personales.` : ''}`,
          'El servicio gestiona por encargo nuestro las citas que reserve allí (art. 28 del RGPD); las bases jurídicas son el art. 6, apdo. 1, letra b) y el art. 9, apdo. 2, letra h) del RGPD. Del servicio depende su cuenta personal en él, a la que se aplica su propia política de privacidad.',
        ),
    ],
    applications: [
      'Candidaturas',
      (d) =>
        `Si presenta su candidatura a través de nuestra [página de empleo](${d.careers}), tratamos sus datos de contacto, su currículum (hasta 5 MB) y su mensaje exclusivamente para el proceso de selección; solo tienen acceso las personas que participan en él. La base jurídica es el art. 6, apdo. 1, letra b) del RGPD en relación con el art. 26 BDSG. Si no se establece una relación laboral, eliminamos su documentación, incluido el currículum, ${es.months(d.r.applicationDecidedMonths)} después de nuestra decisión (sin decisión, ${es.months(d.r.applicationUndecidedMonths)} después de su recepción), salvo que haya consentido una conservación más larga.`,
    ],
    newsletter: [
      'Boletín',
      'Si se suscribe a nuestro boletín, guardamos su dirección de correo electrónico, su idioma y la hora de la suscripción sobre la base de su consentimiento (art. 6, apdo. 1, letra a) del RGPD). Mientras no haya confirmado la suscripción, esta se considera no confirmada y no enviamos boletines a direcciones no confirmadas. Puede darse de baja en cualquier momento; después eliminamos su dirección.',
    ],
    social: [
      'Enlaces a redes sociales',
      (d) =>
        `Enlazamos a nuestros perfiles en ${list(d.socials, 'y')}. Son enlaces simples, no complementos integrados: solo se transmiten datos cuando hace clic en un enlace; a partir de entonces rige la política de privacidad del proveedor.`,
    ],
    mail: [
      'Envío de correos electrónicos',
      (d) =>
        `Los correos electrónicos que envía este sitio web se entregan a través de ${proc(d.smtp!)}, con quien hemos celebrado un contrato de encargo del tratamiento conforme al art. 28 del RGPD.`,
    ],
    recipients: [
      'Destinatarios y transferencias a terceros países',
      (d) =>
        blocks(
          'Dentro de la consulta solo tienen acceso a sus datos las personas que los necesitan para sus tareas. Los destinatarios externos son únicamente nuestros encargados del tratamiento y los servicios mencionados arriba. No vendemos datos personales.',
          d.usCases.length
            ? `Solo es posible una transferencia a EE. UU. en los casos descritos arriba (${list(d.usCases, 'y')}), y se basa en el EU-US Data Privacy Framework (art. 45 del RGPD).`
            : 'No transferimos datos a EE. UU.',
          'Tras su clic en «Cargar el mapa», la OpenStreetMap Foundation en el Reino Unido recibe datos (decisión de adecuación, art. 45 del RGPD).',
        ),
    ],
    retention: [
      'Plazos de conservación',
      `Solo conservamos los datos personales mientras sea necesario para la finalidad correspondiente o lo exijan obligaciones legales de conservación; los plazos de cada tratamiento figuran arriba. Si una consulta da lugar a una relación de tratamiento, se aplican los plazos de la historia clínica: por lo general ${R.patientRecordYears} años tras finalizar el tratamiento (art. 630f, apdo. 3, del Código Civil alemán) y, para las radiografías, los plazos de la normativa de protección radiológica. Conservamos la documentación con relevancia fiscal hasta ${R.taxRecordYears} años (art. 147 del Código Tributario alemán).`,
    ],
    periods: (r) =>
      blocks(
        'Los plazos de este sitio web de un vistazo; después, los datos se eliminan automáticamente:',
        bullets(
          `**Candidaturas con currículum:** ${es.months(r.applicationDecidedMonths)} después de nuestra decisión; sin decisión, ${es.months(r.applicationUndecidedMonths)} después de su recepción`,
          `**Consultas de contacto:** ${es.months(r.contactMessageMonths)} después de nuestra última respuesta; sin respuesta, después de su recepción`,
          `**Solicitudes de cita:** ${es.months(r.appointmentRequestMonths)} después de la cita acordada; sin cita, después de la solicitud`,
          `**Suscripciones al boletín no confirmadas:** ${es.days(r.newsletterPendingDays)} después de la suscripción`,
          `**Correos electrónicos enviados por este sitio web:** ${es.days(r.outboxDays)} después del envío`,
          `**Pruebas de su consentimiento:** ${es.months(r.consentLogMonths)} después de otorgarlo`,
        ),
        'Si necesitamos datos concretos para la formulación, el ejercicio o la defensa de reclamaciones, limitamos su tratamiento hasta que concluya el procedimiento y después los eliminamos (art. 17, apdo. 3, letra e) del RGPD).',
      ),
    rights: [
      'Sus derechos',
      (d) =>
        blocks(
          'Frente a nosotros tiene los siguientes derechos sobre sus datos personales:',
          bullets(
            'derecho de acceso (art. 15 del RGPD)',
            'derecho de rectificación (art. 16 del RGPD)',
            'derecho de supresión (art. 17 del RGPD)',
            'derecho a la limitación del tratamiento (art. 18 del RGPD)',
            'derecho a la portabilidad de los datos (art. 20 del RGPD)',
            'derecho de oposición a tratamientos basados en intereses legítimos (art. 21 del RGPD)',
            'derecho a retirar el consentimiento en cualquier momento con efecto para el futuro (art. 7, apdo. 3, del RGPD)',
            'derecho a presentar una reclamación ante una autoridad de control (art. 77 del RGPD)',
          ),
          `Para ejercerlos, escriba a ${esc(d.email)} o a la dirección indicada arriba.`,
        ),
    ],
    complaint: [
      'Autoridad de control competente',
      (d) =>
        `Puede presentar una reclamación ante cualquier autoridad de control de protección de datos (art. 77 del RGPD). La autoridad competente para nosotros es: ${linked(d.authority!.name, d.authority!.url)}, ${esc(d.authority!.address)}, Alemania.`,
    ],
    obligation: [
      'Obligación de facilitar datos y decisiones automatizadas',
      'Facilitar sus datos es voluntario. Sin embargo, sin la información marcada como obligatoria no podemos tramitar su consulta, su solicitud de cita ni su candidatura. No se toman decisiones automatizadas, incluida la elaboración de perfiles (art. 22 del RGPD).',
    ],
    changes: [
      'Cambios',
      'Esta política de privacidad se genera a partir de la configuración actual del sitio web y cambia con ella. Rige la versión publicada en esta página.',
    ],
    notes: 'Información adicional',
  },
  ru: {
    usCases: { analytics: 'Google Analytics с вашего согласия', whatsapp: 'WhatsApp, если вы пишете нам там' },
    bindingNote:
      '*Русский перевод предоставлен для удобства. Юридическую силу имеет только немецкая версия этой политики конфиденциальности.*',
    intro:
      'В соответствии со статьёй 13 Общего регламента по защите данных (GDPR) в этой политике конфиденциальности мы сообщаем, какие персональные данные обрабатываем, когда вы посещаете этот сайт и пользуетесь его формами, с какой целью, на каком правовом основании и как долго. Об обработке ваших данных в ходе стоматологического лечения мы информируем вас отдельно в практике.',
    controller: [
      'Ответственное лицо',
      (d) =>
        blocks(
          `${esc(d.name)}, ${d.address}, Германия`,
          bullets(d.phone.trim() && `**Телефон:** ${esc(d.phone)}`, d.email.trim() && `**Эл. почта:** ${esc(d.email)}`),
          `Дополнительные сведения — в нашей [правовой информации](${d.imprint}).`,
        ),
    ],
    dpo: [
      'Уполномоченный по защите данных',
      (d) =>
        `Связаться с нашим уполномоченным по защите данных: ${esc(d.dpo)}. Пожалуйста, не отправляйте конфиденциальные сведения о здоровье незашифрованной электронной почтой.`,
    ],
    bases: [
      'Правовые основания вкратце',
      blocks(
        'Мы обрабатываем персональные данные только тогда, когда это допускает одно из следующих правовых оснований:',
        bullets(
          '**Согласие:** ст. 6(1)(a) GDPR, для данных о здоровье — ст. 9(2)(a) GDPR',
          '**Договор и преддоговорные меры:** ст. 6(1)(b) GDPR, например при запросе на приём',
          '**Юридическая обязанность:** ст. 6(1)(c) GDPR, например установленные законом сроки хранения',
          '**Законные интересы:** ст. 6(1)(f) GDPR, например безопасная работа этого сайта',
          '**Медицинская помощь:** ст. 9(2)(h) GDPR в сочетании с § 22(1) № 1(b) Федерального закона Германии о защите данных (BDSG), если данные о здоровье нужны для лечения',
        ),
        'Сохранение информации на вашем устройстве и доступ к ней дополнительно регулируются § 25 Закона Германии о защите данных в телекоммуникациях и цифровых услугах (TDDDG).',
      ),
    ],
    hosting: [
      'Хостинг и журналы сервера',
      (d) =>
        blocks(
          d.hosting &&
            `Сайт размещён у ${proc(d.hosting)}; с этой компанией мы заключили договор об обработке данных по поручению согласно ст. 28 GDPR.`,
          'При каждом обращении к сайту сервер автоматически сохраняет в журналах следующие сведения:',
          bullets(
            'сокращённый IP-адрес запрашивающего устройства (для IPv4 без последней части, для IPv6 только первые 48 бит)',
            'дата и время обращения',
            'тип запроса и запрошенная страница или файл без дополнительных параметров',
            'код состояния и время обработки запроса',
          ),
          `Эти данные нужны нам, чтобы показывать сайт, устранять неполадки и отражать атаки. Правовое основание — наш законный интерес в безопасной работе (ст. 6(1)(f) GDPR). Журналы удаляются через ${R.serverLogDays} дней, если только конкретный инцидент безопасности не требует хранить их дольше для расследования. Все данные передаются в зашифрованном виде (TLS). Шрифты и изображения загружаются с нашего собственного сервера.`,
        ),
    ],
    storage: [
      'Локальное хранилище и управление согласием',
      (d) =>
        blocks(
          'В локальном хранилище вашего браузера мы сохраняем выбранный язык и ваше решение в баннере cookie. Это строго необходимо для работы функций, которые вы запросили (§ 25(2) № 2 TDDDG, ст. 6(1)(f) GDPR).',
          d.analytics &&
            `Любые другие технологии мы используем только с вашего согласия в баннере cookie (§ 25(1) TDDDG, ст. 6(1)(a) GDPR). Мы сохраняем ваше решение с датой и версией запроса и спрашиваем снова не позднее чем через ${CONSENT_VALIDITY_DAYS} дней или при новой версии. Вы можете в любой момент отозвать согласие на будущее: «Изменить настройки cookie» внизу страницы.`,
        ),
    ],
    analytics: [
      'Веб-аналитика с Google Analytics',
      blocks(
        'Только если вы дали согласие в баннере cookie, мы используем Google Analytics 4 — сервис компании Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ирландия («Google»), — чтобы понимать, как используется наш сайт, и улучшать его. Без вашего согласия скрипт Google не загружается.',
        'Google Analytics устанавливает cookie и фиксирует, например, просмотренные страницы, время на сайте, глубину прокрутки, время загрузки, тип устройства, браузер и приблизительный регион. Эти сведения привязываются к вашему браузеру через случайный идентификатор: они псевдонимизированы, но не анонимны. По данным Google, Google Analytics 4 не хранит IP-адреса и использует их только для определения приблизительного региона. Рекламные функции и персонализация остаются отключёнными; мы не объединяем эти данные с другими данными о вас.',
        `Правовое основание — ваше согласие (ст. 6(1)(a) GDPR, § 25(1) TDDDG). Google обрабатывает данные по нашему поручению (ст. 28 GDPR). Данные могут передаваться компании Google LLC в США. Google LLC сертифицирована в рамках EU-US Data Privacy Framework; передача основана на решении Европейской комиссии об адекватности уровня защиты от 10 июля 2023 года (ст. 45 GDPR). Данные аналитики удаляются по истечении срока хранения, установленного в нашем аккаунте Google Analytics, но не позднее чем через ${R.analyticsMonths} месяцев (это самый длинный срок, который предлагает Google Analytics).`,
      ),
    ],
    noAnalytics: 'Сейчас этот сайт не использует сторонние сервисы веб-аналитики и cookie для аналитики или рекламы.',
    statistics: [
      'Собственная статистика посещений без cookie',
      `Чтобы понимать, какие страницы читают и как посетители нас находят, наш сервер учитывает каждый запрос публичной страницы. Хранятся только суммы за день: страница, язык, сайт, с которого вы пришли (только его адрес, например google.com), название кампании в ссылке (параметры utm) и тип устройства (смартфон, планшет или компьютер), а также запросы, отправленные через наши формы, и добровольный ответ в форме записи о том, как вы о нас узнали (отдельно от вашего запроса).\n\nЧтобы посчитать посетителей за день, сервер вычисляет контрольное значение из вашего IP-адреса, идентификатора браузера и случайного значения, которое меняется каждый день; IP-адрес и идентификатор браузера хранятся в оперативной памяти лишь несколько секунд и никогда не сохраняются, а случайное и контрольные значения удаляются по окончании дня. Поэтому узнать кого-либо невозможно — ни в другой день, ни на других сайтах.\n\nНа вашем устройстве ничего не сохраняется и не считывается, cookie не устанавливаются, данные третьим лицам не передаются, поэтому согласие не требуется (§ 25 TDDDG не затрагивается). Правовое основание — наш законный интерес в том, чтобы сайт отвечал потребностям посетителей (ст. 6 п. 1 лит. f GDPR). Дневные суммы не содержат персональных данных и удаляются через ${STATISTICS_RETENTION_MONTHS} месяцев.`,
    ],
    maps: [
      'Карты OpenStreetMap',
      'На страницах наших отделений мы сначала показываем только адрес. Лишь когда вы нажимаете «Загрузить карту», встраивается карта OpenStreetMap — сервиса OpenStreetMap Foundation, St John’s Innovation Centre, Cowley Road, Cambridge, CB4 0WS, Великобритания. При этом ваш браузер передаёт на её серверы ваш IP-адрес и технические сведения (например, тип браузера и фрагмент карты). Ваше нажатие действует только для этого просмотра страницы и не сохраняется. Правовое основание — ваше согласие, выраженное нажатием (ст. 6(1)(a) GDPR, § 25(1) TDDDG). Для Великобритании действует решение Европейской комиссии об адекватности (ст. 45 GDPR). Ссылка «Открыть карту в новой вкладке» ведёт на openstreetmap.org, где действует политика конфиденциальности OpenStreetMap Foundation.',
    ],
    contact: [
      'Контактная форма, электронная почта и телефон',
      (d) =>
        `Если вы пишете нам через контактную форму, мы обрабатываем ваше имя, адрес электронной почты, тему, сообщение и время обращения; то же относится к письмам и звонкам. Мы используем эти данные только для ответа на ваш запрос. Правовое основание — ст. 6(1)(b) GDPR, если запрос касается лечения, в остальных случаях — наш законный интерес в ответе (ст. 6(1)(f) GDPR); если вы добровольно сообщаете сведения о здоровье — ст. 9(2)(a) или (h) GDPR. Мы удаляем запросы после их выполнения, не позднее чем через ${ru.months(d.r.contactMessageMonths)} после нашего последнего ответа, если нет установленной законом обязанности хранения и запрос не стал частью вашей медицинской карты.`,
    ],
    whatsapp:
      'Если вы пишете нам в WhatsApp, ваши данные обрабатывает также WhatsApp Ireland Limited, Merrion Road, Dublin 4, Ирландия; возможна передача материнской компании Meta Platforms, Inc. в США (Meta сертифицирована в рамках EU-US Data Privacy Framework, ст. 45 GDPR). Пожалуйста, не сообщайте нам в WhatsApp сведения о здоровье.',
    appointments: [
      'Онлайн-запрос на приём',
      (d) =>
        `Через нашу [форму запроса на приём](${d.booking}) мы обрабатываем имя, фамилию, адрес электронной почты, номер телефона, вид лечения, желаемые дату и время и необязательное сообщение, чтобы запланировать приём и связаться с вами. Правовые основания — ст. 6(1)(b) GDPR и, поскольку вид лечения может указывать на состояние здоровья, ст. 9(2)(h) GDPR в сочетании с § 22(1) № 1(b) BDSG. Сообщение может содержать сведения о вашем здоровье: мы принимаем его только с вашего явного согласия (ст. 9(2)(a) GDPR), которое вы даёте в форме и можете отозвать в любое время. Напоминание по электронной почте накануне приёма мы отправляем, только если вы выбрали его в форме (ст. 6(1)(a) GDPR). Если лечение не начинается, мы удаляем запрос через ${ru.months(d.r.appointmentRequestMonths)} после согласованного приёма, а если его не было — после запроса.`,
    ],
    booking: [
      'Внешний сервис записи',
      (d) =>
        blocks(
          `Кнопки «Записаться» и «Сообщение» ведут на сервис онлайн-записи ${esc(d.bookingService!.name)}${d.bookingService!.operator ? ` (${esc(d.bookingService!.operator)}, Германия)` : ` по адресу ${esc(d.bookingService!.host)}`}, который открывается в новой вкладке. Данные передаются, только когда вы нажимаете такую ссылку.${d.trackingParams.length ? ` Ссылка содержит параметры, по которым сервис видит, что вы пришли с нашего сайта (${d.trackingParams.join(', ')}); персональных данных они не содержат.` : ''}`,
          'Сервис ведёт записи, которые вы там делаете, по нашему поручению (ст. 28 GDPR); правовые основания — ст. 6(1)(b) и ст. 9(2)(h) GDPR. За ваш личный аккаунт в сервисе отвечает сам сервис; к нему применяется его политика конфиденциальности.',
        ),
    ],
    applications: [
      'Отклики на вакансии',
      (d) =>
        `Если вы откликаетесь через нашу [страницу вакансий](${d.careers}), мы обрабатываем ваши контактные данные, резюме (до 5 МБ) и сообщение только для процедуры отбора; доступ имеют лишь участвующие в ней сотрудники. Правовое основание — ст. 6(1)(b) GDPR в сочетании с § 26 BDSG. Если трудовые отношения не возникают, мы удаляем ваши документы, включая резюме, через ${ru.months(d.r.applicationDecidedMonths)} после нашего решения (без решения — через ${ru.months(d.r.applicationUndecidedMonths)} после получения), если вы не согласились на более долгое хранение.`,
    ],
    newsletter: [
      'Рассылка',
      'Если вы подписываетесь на рассылку, мы сохраняем ваш адрес электронной почты, язык и время подписки на основании вашего согласия (ст. 6(1)(a) GDPR). Пока вы не подтвердили подписку, она считается неподтверждённой, и на неподтверждённые адреса мы рассылку не отправляем. Вы можете отписаться в любой момент; после этого мы удаляем ваш адрес.',
    ],
    social: [
      'Ссылки на социальные сети',
      (d) =>
        `Мы ссылаемся на наши страницы в ${list(d.socials, 'и')}. Это простые ссылки, а не встроенные плагины: данные передаются только после нажатия на ссылку; с этого момента действует политика конфиденциальности соответствующего сервиса.`,
    ],
    mail: [
      'Отправка электронных писем',
      (d) =>
        `Письма, которые отправляет этот сайт, доставляются через ${proc(d.smtp!)}; с этой компанией мы заключили договор об обработке данных по поручению согласно ст. 28 GDPR.`,
    ],
    recipients: [
      'Получатели и передача в третьи страны',
      (d) =>
        blocks(
          'Внутри практики доступ к вашим данным имеют только те, кому они нужны для работы. Внешние получатели — только наши обработчики по поручению и названные выше сервисы. Мы не продаём персональные данные.',
          d.usCases.length
            ? `Передача в США возможна только в описанных выше случаях (${list(d.usCases, 'и')}) и основана на EU-US Data Privacy Framework (ст. 45 GDPR).`
            : 'В США мы данные не передаём.',
          'После нажатия «Загрузить карту» данные получает OpenStreetMap Foundation в Великобритании (решение об адекватности, ст. 45 GDPR).',
        ),
    ],
    retention: [
      'Сроки хранения',
      `Мы храним персональные данные лишь столько, сколько нужно для соответствующей цели или требуют установленные законом сроки хранения; сроки отдельных видов обработки указаны выше. Если запрос перерастает в лечение, действуют сроки хранения медицинской документации: как правило, ${R.patientRecordYears} лет после окончания лечения (§ 630f(3) Гражданского кодекса Германии), для рентгеновских снимков — сроки законодательства о радиационной защите. Документы, важные для налогообложения, мы храним до ${R.taxRecordYears} лет (§ 147 Налогового кодекса Германии).`,
    ],
    periods: (r) =>
      blocks(
        'Сроки хранения на этом сайте кратко; по их истечении данные удаляются автоматически:',
        bullets(
          `**Отклики на вакансии с резюме:** через ${ru.months(r.applicationDecidedMonths)} после нашего решения, без решения — через ${ru.months(r.applicationUndecidedMonths)} после получения`,
          `**Обращения через контактную форму:** через ${ru.months(r.contactMessageMonths)} после нашего последнего ответа, без ответа — после получения`,
          `**Запросы на приём:** через ${ru.months(r.appointmentRequestMonths)} после согласованного приёма, без приёма — после запроса`,
          `**Неподтверждённые подписки на рассылку:** через ${ru.days(r.newsletterPendingDays)} после подписки`,
          `**Письма, отправленные этим сайтом:** через ${ru.days(r.outboxDays)} после отправки`,
          `**Подтверждения вашего согласия:** через ${ru.months(r.consentLogMonths)} после его предоставления`,
        ),
        'Если отдельные данные нужны нам для предъявления, осуществления или защиты правовых требований, мы ограничиваем их обработку до завершения разбирательства и затем удаляем (ст. 17(3)(e) GDPR).',
      ),
    rights: [
      'Ваши права',
      (d) =>
        blocks(
          'В отношении ваших персональных данных у вас есть следующие права:',
          bullets(
            'право на доступ (ст. 15 GDPR)',
            'право на исправление (ст. 16 GDPR)',
            'право на удаление (ст. 17 GDPR)',
            'право на ограничение обработки (ст. 18 GDPR)',
            'право на переносимость данных (ст. 20 GDPR)',
            'право возражать против обработки на основании законных интересов (ст. 21 GDPR)',
            'право в любой момент отозвать согласие на будущее (ст. 7(3) GDPR)',
            'право подать жалобу в надзорный орган (ст. 77 GDPR)',
          ),
          `Для этого напишите на ${esc(d.email)} или по указанному выше адресу.`,
        ),
    ],
    complaint: [
      'Компетентный надзорный орган',
      (d) =>
        `Вы можете подать жалобу в любой надзорный орган по защите данных (ст. 77 GDPR). Для нас компетентен: ${linked(d.authority!.name, d.authority!.url)}, ${esc(d.authority!.address)}, Германия.`,
    ],
    obligation: [
      'Обязанность предоставлять данные и автоматизированные решения',
      'Предоставление данных добровольно. Однако без сведений, отмеченных как обязательные, мы не можем обработать ваш запрос, запрос на приём или отклик. Автоматизированное принятие решений, включая профилирование (ст. 22 GDPR), не осуществляется.',
    ],
    changes: [
      'Изменения',
      'Эта политика конфиденциальности формируется из текущих настроек сайта и меняется вместе с ними. Действует версия, опубликованная на этой странице.',
    ],
    notes: 'Дополнительная информация',
  },
};

export function privacyMarkdown(lang: LanguageCode, { legal, contact, settings }: PrivacyFacts): string {
  const t = TEXTS[lang];
  const has = (fact: keyof typeof REQUIRED) => REQUIRED[fact](legal);
  // The site links to WhatsApp and the social networks from the settings (footer) and from the contact
  // record (contact page): the policy names a service when either shows it.
  const socials = (Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[])
    .filter((k) => settings?.socialLinks[k]?.trim() || contact.social_media?.[k]?.trim())
    .map((k) => SOCIAL_NAMES[k]);
  const whatsapp = !!(settings?.whatsappNumber.trim() || contact.social_media?.whatsapp?.trim());
  const service = bookingService(settings?.bookingUrl);
  const d: Derived = {
    name: textIn(contact.legal_name, lang),
    address: esc(`${contact.street} ${contact.house_number}, ${contact.postal_code} ${contact.city}`),
    phone: contact.phone_primary,
    email: contact.email_primary,
    imprint: pathTo(lang, 'imprint'),
    booking: pathTo(lang, 'booking'),
    careers: pathTo(lang, 'careers'),
    dpo: legal.dataProtectionOfficer.trim(),
    hosting: has('hostingProvider') ? legal.hostingProvider : null,
    smtp: has('smtpProvider') ? legal.smtpProvider : null,
    analytics: !!settings?.analyticsId,
    whatsapp,
    usCases: [...(settings?.analyticsId ? [t.usCases.analytics] : []), ...(whatsapp ? [t.usCases.whatsapp] : [])],
    socials,
    bookingService: service,
    trackingParams: settings ? Object.keys(settings.bookingTracking).filter((k) => settings.bookingTracking[k]?.trim()) : [],
    authority: has('supervisoryAuthority')
      ? {
          name: textIn(legal.supervisoryAuthority.name, lang),
          address: legal.supervisoryAuthority.address,
          url: legal.supervisoryAuthority.url,
        }
      : null,
    notes: textIn(legal.privacyNotes, lang),
    r: retentionInForce(settings?.retention),
  };

  const sections: [string, string | false][] = [
    [t.controller[0], t.controller[1](d)],
    [t.dpo[0], !!d.dpo && t.dpo[1](d)],
    t.bases,
    [t.hosting[0], t.hosting[1](d)],
    [t.storage[0], blocks(t.storage[1](d), !d.analytics && t.noAnalytics)],
    t.statistics,
    [t.analytics[0], d.analytics && t.analytics[1]],
    t.maps,
    [t.contact[0], blocks(t.contact[1](d), d.whatsapp && t.whatsapp)],
    [t.appointments[0], t.appointments[1](d)],
    [t.booking[0], !!d.bookingService && t.booking[1](d)],
    [t.applications[0], t.applications[1](d)],
    t.newsletter,
    [t.social[0], d.socials.length > 0 && t.social[1](d)],
    [t.mail[0], !!d.smtp && t.mail[1](d)],
    [t.recipients[0], t.recipients[1](d)],
    [t.retention[0], blocks(t.retention[1], t.periods(d.r))],
    [t.rights[0], t.rights[1](d)],
    [t.complaint[0], !!d.authority && t.complaint[1](d)],
    t.obligation,
    t.changes,
    [t.notes, d.notes],
  ];
  const numbered = sections
    .filter((s): s is [string, string] => !!s[1] && s[1].trim() !== '')
    .map(([heading, body], i) => `## ${i + 1}. ${heading}\n\n${body}`);
  return blocks(t.bindingNote, t.intro, ...numbered);
}
