/**
 * What to do in a dental emergency, in one place: during opening hours, at weekends and on
 * public holidays (the dental emergency service of Munich and Bavaria, organised by the dental chamber
 * and the KZVB and listed at notdienst-zahn.de), on weekdays outside opening hours, and when to call
 * 112. 116 117 is the physicians' on-call service and does not arrange dental emergency care in
 * Bavaria, so the page says so instead of sending patients there.
 */
import type { LanguageCode } from '../../../contract/common';
import type { PracticeLocation } from '../../../contract/entities/practice';
import { telHref } from '../../common/fallbackContact';
import { pathTo } from '../../../lib/paths';
import { blocks, bullets, esc, section } from '../../common/markdownText';

/** The dental emergency service's list of practices on duty (weekends and public holidays). */
export const DENTAL_EMERGENCY_SERVICE = { name: 'Zahnärztlicher Notdienst München', url: 'https://www.notdienst-zahn.de' };

export interface EmergencyFacts {
  locations: Pick<PracticeLocation, 'key' | 'name' | 'phone'>[];
}

interface Phrases {
  intro: string;
  openHeading: string;
  open: (phones: string, contactHref: string) => string;
  weekendHeading: string;
  weekend: (service: string) => string;
  weekdayHeading: string;
  weekday: string;
  urgentHeading: string;
  urgentIntro: string;
  urgent: string[];
  toothHeading: string;
  tooth: string;
  note116Heading: string;
  note116: string;
}

const PHRASES: Record<LanguageCode, Phrases> = {
  de: {
    intro: 'Was Sie bei starken Zahnschmerzen, Schwellungen oder nach einem Unfall tun können – je nach Tag und Uhrzeit.',
    openHeading: 'Während unserer Sprechzeiten',
    open: (phones, contact) =>
      `Rufen Sie uns bitte an, bevor Sie kommen – wir bemühen uns um einen Termin noch am selben Tag:\n\n${phones}\n\nUnsere Sprechzeiten finden Sie auf der Seite [Kontakt](${contact}).`,
    weekendHeading: 'Am Wochenende und an Feiertagen',
    weekend: (service) =>
      `Dann ist der zahnärztliche Notdienst zuständig. Welche Praxis in München (und überall in Bayern) Dienst hat, steht beim ${service}. Bitte rufen Sie die diensthabende Praxis vorher an.`,
    weekdayHeading: 'Werktags außerhalb unserer Sprechzeiten',
    weekday:
      'Der Notdienst ist für Wochenenden und Feiertage eingerichtet. Abends und nachts an Werktagen rufen Sie uns bitte am nächsten Morgen zu Beginn der Sprechzeit an. Bis dahin helfen Kühlen von außen und ein Schmerzmittel nach Beratung in der Apotheke (nachts in der Notdienst-Apotheke). Bei den oben genannten Beschwerden warten Sie bitte nicht.',
    urgentHeading: 'Sofort Hilfe holen: Notruf 112',
    urgentIntro:
      'Rufen Sie den Notruf 112 oder gehen Sie in die Notaufnahme einer Klinik mit Mund-, Kiefer- und Gesichtschirurgie bei:',
    urgent: [
      'Schwellung im Gesicht oder am Hals mit Atem- oder Schluckbeschwerden',
      'starker Schwellung mit Fieber',
      'einer Blutung, die nach 30 Minuten Aufbeißen auf ein sauberes Tuch nicht aufhört',
      'Verletzungen von Kiefer oder Gesicht nach einem Unfall',
    ],
    toothHeading: 'Zahn ausgeschlagen',
    tooth:
      'Fassen Sie den Zahn nur an der Krone an, reinigen Sie ihn nicht und legen Sie ihn in eine Zahnrettungsbox (Apotheke) oder in kalte H-Milch. Kommen Sie möglichst innerhalb einer Stunde in eine Zahnarztpraxis.',
    note116Heading: 'Hinweis zur Rufnummer 116 117',
    note116:
      '116 117 ist der ärztliche Bereitschaftsdienst für Erkrankungen, die nicht bis zum nächsten Werktag warten können. Zahnärztliche Notdienste vermittelt er in Bayern nicht.',
  },
  en: {
    intro: 'What to do with severe toothache, swelling or after an accident – depending on the day and time.',
    openHeading: 'During our opening hours',
    open: (phones, contact) =>
      `Please call us before you come – we will try to see you the same day:\n\n${phones}\n\nOur opening hours are on the [contact](${contact}) page.`,
    weekendHeading: 'At weekends and on public holidays',
    weekend: (service) =>
      `The dental emergency service is then responsible. Which practice is on duty in Munich (and anywhere in Bavaria) is listed by the ${service} (in German). Please call the practice on duty before you go.`,
    weekdayHeading: 'On weekdays outside our opening hours',
    weekday:
      'The emergency service covers weekends and public holidays. In the evening and at night on weekdays, please call us the next morning when we open. Until then, cooling from the outside and a painkiller recommended by a pharmacy (at night: the pharmacy on emergency duty) can help. Do not wait if you have any of the symptoms listed above.',
    urgentHeading: 'Get help immediately: emergency number 112',
    urgentIntro:
      'Call the emergency number 112 or go to the emergency department of a hospital with oral and maxillofacial surgery if you have:',
    urgent: [
      'swelling of the face or neck with difficulty breathing or swallowing',
      'severe swelling with fever',
      'bleeding that does not stop after biting on a clean cloth for 30 minutes',
      'injuries to the jaw or face after an accident',
    ],
    toothHeading: 'Knocked-out tooth',
    tooth:
      'Hold the tooth by the crown only, do not clean it, and put it in a tooth rescue box (from a pharmacy) or in cold UHT milk. Go to a dental practice within an hour if possible.',
    note116Heading: 'About the number 116 117',
    note116:
      '116 117 is the physicians’ on-call service for illnesses that cannot wait until the next working day. In Bavaria it does not arrange dental emergency care.',
  },
  fr: {
    intro: 'Que faire en cas de fortes douleurs dentaires, de gonflement ou après un accident – selon le jour et l’heure.',
    openHeading: 'Pendant nos heures d’ouverture',
    open: (phones, contact) =>
      `Appelez-nous avant de venir – nous nous efforçons de vous recevoir le jour même :\n\n${phones}\n\nNos horaires figurent sur la page [Contact](${contact}).`,
    weekendHeading: 'Le week-end et les jours fériés',
    weekend: (service) =>
      `C’est alors le service de garde dentaire qui prend le relais. Le cabinet de garde à Munich (et partout en Bavière) est indiqué par le ${service} (en allemand). Appelez le cabinet de garde avant de vous y rendre.`,
    weekdayHeading: 'En semaine, en dehors de nos heures d’ouverture',
    weekday:
      'Le service de garde est organisé pour les week-ends et les jours fériés. Le soir et la nuit en semaine, appelez-nous le lendemain matin dès l’ouverture. En attendant, refroidir la joue de l’extérieur et prendre un antalgique conseillé en pharmacie (la nuit : pharmacie de garde) peuvent soulager. N’attendez pas en cas de symptômes décrits plus haut.',
    urgentHeading: 'Obtenir de l’aide immédiatement : appel d’urgence 112',
    urgentIntro:
      'Appelez le 112 ou rendez-vous aux urgences d’un hôpital disposant d’un service de chirurgie maxillo-faciale en cas de :',
    urgent: [
      'gonflement du visage ou du cou avec difficultés à respirer ou à avaler',
      'fort gonflement accompagné de fièvre',
      'saignement qui ne s’arrête pas après avoir mordu 30 minutes sur un linge propre',
      'blessures de la mâchoire ou du visage après un accident',
    ],
    toothHeading: 'Dent expulsée',
    tooth:
      'Tenez la dent uniquement par la couronne, ne la nettoyez pas et placez-la dans une boîte de sauvetage dentaire (en pharmacie) ou dans du lait UHT froid. Rendez-vous si possible dans l’heure dans un cabinet dentaire.',
    note116Heading: 'À propos du numéro 116 117',
    note116:
      'Le 116 117 est le service de garde médicale pour les maladies qui ne peuvent pas attendre le jour ouvrable suivant. En Bavière, il n’oriente pas vers les urgences dentaires.',
  },
  es: {
    intro: 'Qué hacer ante un dolor de muelas fuerte, una hinchazón o tras un accidente, según el día y la hora.',
    openHeading: 'Durante nuestro horario de consulta',
    open: (phones, contact) =>
      `Llámenos antes de venir; intentaremos atenderle el mismo día:\n\n${phones}\n\nNuestro horario está en la página de [contacto](${contact}).`,
    weekendHeading: 'Fines de semana y festivos',
    weekend: (service) =>
      `Entonces se encarga el servicio de urgencias dentales. Qué consulta está de guardia en Múnich (y en toda Baviera) lo indica el ${service} (en alemán). Llame a la consulta de guardia antes de ir.`,
    weekdayHeading: 'Días laborables fuera de nuestro horario',
    weekday:
      'El servicio de guardia está organizado para fines de semana y festivos. Por la tarde-noche y de madrugada en días laborables, llámenos a la mañana siguiente en cuanto abramos. Hasta entonces pueden ayudar el frío aplicado por fuera y un analgésico recomendado en la farmacia (de noche, la farmacia de guardia). No espere si tiene alguno de los síntomas indicados arriba.',
    urgentHeading: 'Ayuda inmediata: número de emergencias 112',
    urgentIntro: 'Llame al 112 o acuda a urgencias de un hospital con cirugía oral y maxilofacial si tiene:',
    urgent: [
      'hinchazón de la cara o el cuello con dificultad para respirar o tragar',
      'hinchazón fuerte con fiebre',
      'una hemorragia que no se detiene tras morder 30 minutos un paño limpio',
      'lesiones de la mandíbula o la cara tras un accidente',
    ],
    toothHeading: 'Diente arrancado por un golpe',
    tooth:
      'Sujete el diente solo por la corona, no lo limpie y colóquelo en una caja de rescate dental (de farmacia) o en leche UHT fría. Acuda a una consulta dental, a ser posible en menos de una hora.',
    note116Heading: 'Sobre el número 116 117',
    note116:
      'El 116 117 es el servicio médico de guardia para enfermedades que no pueden esperar al siguiente día laborable. En Baviera no gestiona urgencias dentales.',
  },
  ru: {
    intro: 'Что делать при сильной зубной боли, отёке или после травмы — в зависимости от дня и времени.',
    openHeading: 'В часы нашего приёма',
    open: (phones, contact) =>
      `Пожалуйста, позвоните нам заранее — мы постараемся принять вас в тот же день:\n\n${phones}\n\nЧасы приёма указаны на странице [контакты](${contact}).`,
    weekendHeading: 'В выходные и праздничные дни',
    weekend: (service) =>
      `В это время помощь оказывает дежурная стоматологическая служба. Какая практика дежурит в Мюнхене (и во всей Баварии), указано на сайте ${service} (на немецком языке). Пожалуйста, позвоните в дежурную практику заранее.`,
    weekdayHeading: 'В будни вне часов нашего приёма',
    weekday:
      'Дежурная служба работает в выходные и праздничные дни. Вечером и ночью в будни, пожалуйста, позвоните нам на следующее утро, как только мы откроемся. До этого может помочь холод снаружи и обезболивающее по совету аптеки (ночью — дежурной аптеки). Не ждите, если у вас есть признаки, перечисленные выше.',
    urgentHeading: 'Немедленная помощь: экстренный номер 112',
    urgentIntro: 'Звоните 112 или обращайтесь в приёмное отделение больницы с отделением челюстно-лицевой хирургии, если у вас:',
    urgent: [
      'отёк лица или шеи с затруднённым дыханием или глотанием',
      'сильный отёк с температурой',
      'кровотечение, которое не останавливается после 30 минут прикусывания чистой салфетки',
      'травмы челюсти или лица после несчастного случая',
    ],
    toothHeading: 'Выбитый зуб',
    tooth:
      'Держите зуб только за коронку, не очищайте его и поместите в контейнер для спасения зуба (продаётся в аптеке) или в холодное ультрапастеризованное молоко. По возможности в течение часа обратитесь в стоматологическую практику.',
    note116Heading: 'О номере 116 117',
    note116:
      '116 117 — это врачебная дежурная служба для заболеваний, которые не могут ждать до следующего рабочего дня. Стоматологическую неотложную помощь в Баварии она не организует.',
  },
};

export function emergencyMarkdown(lang: LanguageCode, { locations }: EmergencyFacts): string {
  const p = PHRASES[lang];
  const phones = bullets(...locations.map((l) => `**${esc(l.name)}:** [${esc(l.phone)}](${telHref(l.phone)})`));
  const service = `[${DENTAL_EMERGENCY_SERVICE.name}](${DENTAL_EMERGENCY_SERVICE.url})`;
  return blocks(
    p.intro,
    section(p.urgentHeading, p.urgentIntro, bullets(...p.urgent)),
    section(p.openHeading, p.open(phones, pathTo(lang, 'contact'))),
    section(p.weekendHeading, p.weekend(service)),
    section(p.weekdayHeading, p.weekday),
    section(p.toothHeading, p.tooth),
    section(p.note116Heading, p.note116),
  );
}
