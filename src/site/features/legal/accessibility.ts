/**
 * The accessibility statement (Barrierefreiheitserklärung): the information the
 * Barrierefreiheitsstärkungsgesetz (BFSG, Anlage 3) asks of an online service — how the site meets the
 * requirements of EN 301 549 / WCAG 2.1 level AA, its conformance status, known limitations, how to
 * give feedback, the date and the market surveillance authority. What the product itself knows (how
 * it is built, the parts it does not control) is written here; the status, the date, further
 * limitations and the authority come from the legal record, and whether there is an external
 * booking service to name from the settings.
 */
import type { LanguageCode } from '../../../contract/common';
import type { ContactData } from '../../../contract/entities/contact';
import type { LegalFacts } from '../../../contract/entities/legal';
import type { Settings } from '../../../contract/entities/settings';
import { hasText } from '../../../contract/rules/legal';
import { pathTo } from '../../../lib/paths';
import { blocks, bullets, esc, linked, section, textIn } from '../../common/markdownText';

export interface AccessibilityFacts {
  legal: LegalFacts;
  contact: Pick<ContactData, 'phone_primary' | 'email_primary'>;
  /** Whether the booking buttons lead to an external booking service (missing: they do not). */
  settings?: Pick<Settings, 'bookingUrl'>;
}

type Status = LegalFacts['accessibility']['status'];

interface Phrases {
  intro: string;
  scope: string;
  statusHeading: string;
  status: Record<Status, string>;
  howHeading: string;
  how: string[];
  limitsHeading: string;
  limits: {
    map: string;
    /** Only while a booking service is configured (settings.bookingUrl): without one it is no limitation of this site. */
    booking: (contactHref: string) => string;
    binding: string;
    audit: string;
  };
  feedbackHeading: string;
  /** `email` is already a Markdown mailto link. */
  feedback: (email: string, phone: string) => string;
  dateHeading: string;
  date: (date: string) => string;
  enforcementHeading: string;
  enforcement: (body: string) => string;
  /** Said when the record has no web address for the authority (its contact details are not known to be current). */
  enforcementContact: string;
}

const PHRASES: Record<LanguageCode, Phrases> = {
  de: {
    intro:
      'Wir möchten, dass alle Menschen unsere Website nutzen können – auch mit Screenreader, Tastatur, Vergrößerung oder Spracheingabe. Diese Erklärung beschreibt, wie barrierefrei sie ist.',
    scope:
      'Sie gilt für diese Website der Praxis mit allen Sprachfassungen, dem Formular für Terminanfragen, dem Kontaktformular und dem Bewerbungsformular. Maßstab sind die Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG), der harmonisierten Norm EN 301 549 und der Web Content Accessibility Guidelines (WCAG) 2.1 auf Stufe AA.',
    statusHeading: 'Stand der Vereinbarkeit',
    status: {
      full: 'Diese Website ist mit den Anforderungen von EN 301 549 und WCAG 2.1 Stufe AA vollständig vereinbar.',
      partial:
        'Diese Website ist mit den Anforderungen von EN 301 549 und WCAG 2.1 Stufe AA teilweise vereinbar. Die unten genannten Inhalte sind noch nicht vollständig barrierefrei.',
      none: 'Diese Website ist mit den Anforderungen von EN 301 549 und WCAG 2.1 Stufe AA noch nicht vereinbar. Wir arbeiten daran; die bekannten Barrieren stehen unten.',
    },
    howHeading: 'So ist die Website gestaltet',
    how: [
      'Alle Seiten sind mit der Tastatur bedienbar; ein Link am Seitenanfang springt direkt zum Hauptinhalt, der Fokus ist stets sichtbar.',
      'Überschriften, Listen, Formularfelder und Schaltflächen sind so ausgezeichnet, dass Screenreader sie erkennen; Bilder haben Textalternativen.',
      'Formulare nennen Pflichtfelder und Fehler im Text, nicht nur über Farbe.',
      'Texte und Bedienelemente haben ausreichenden Kontrast; die Seiten lassen sich auf 200 % vergrößern und auf schmalen Bildschirmen ohne seitliches Scrollen lesen.',
      'Die Sprache jeder Seite ist ausgezeichnet, auch bei Bewertungen in einer anderen Sprache; Animationen entfallen, wenn Ihr System reduzierte Bewegung wünscht.',
      'Jede Komponente und jede Seite wird bei jeder Änderung automatisch mit axe auf Barrieren geprüft.',
    ],
    limitsHeading: 'Bekannte Einschränkungen',
    limits: {
      map: 'Die Karten von OpenStreetMap auf den Standortseiten sind Inhalte eines Drittanbieters und mit Screenreader und Tastatur nur eingeschränkt nutzbar. Die Adresse steht immer als Text daneben, ebenso ein Link, der die Karte in einem neuen Tab öffnet.',
      booking: (contact) =>
        `Der externe Online-Buchungsdienst, zu dem „Termin buchen“ führt, wird nicht von uns betrieben; für seine Barrierefreiheit ist sein Betreiber verantwortlich. Termine können Sie ebenso über unser eigenes Formular anfragen oder telefonisch vereinbaren ([Kontakt](${contact})).`,
      binding: 'Rechtsverbindlich ist nur die deutsche Fassung der rechtlichen Seiten; die Übersetzungen dienen der Information.',
      audit: 'Die Website wurde bisher nicht von einer unabhängigen Prüfstelle vollständig geprüft.',
    },
    feedbackHeading: 'Barriere melden und Kontakt',
    feedback: (email, phone) =>
      `Ist Ihnen eine Barriere aufgefallen, oder benötigen Sie Informationen in einer anderen Form? Schreiben Sie uns an ${email} oder rufen Sie uns an: ${phone}. Wir antworten Ihnen so bald wie möglich.`,
    dateHeading: 'Erstellung dieser Erklärung',
    date: (date) => `Diese Erklärung wurde am ${date} erstellt bzw. zuletzt überprüft.`,
    enforcementHeading: 'Marktüberwachung',
    enforcement: (body) =>
      `Haben wir auf Ihre Meldung nicht zufriedenstellend reagiert und meinen Sie, dass diese Website die Anforderungen an die Barrierefreiheit nicht erfüllt, können Sie sich an die Behörde wenden, die die Einhaltung des Barrierefreiheitsstärkungsgesetzes überwacht, soweit es auf unser Angebot anwendbar ist: ${body}.`,
    enforcementContact: 'Die aktuellen Kontaktdaten der Stelle nennen wir Ihnen auf Anfrage gern.',
  },
  en: {
    intro:
      'We want everyone to be able to use our website – including with a screen reader, keyboard, magnification or voice control. This statement describes how accessible it is.',
    scope:
      'It applies to this website of the practice in all its languages, including the appointment request form, the contact form and the application form. The benchmark is the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG), the harmonised standard EN 301 549 and the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA.',
    statusHeading: 'Compliance status',
    status: {
      full: 'This website is fully compliant with EN 301 549 and WCAG 2.1 level AA.',
      partial:
        'This website is partially compliant with EN 301 549 and WCAG 2.1 level AA. The content listed below is not yet fully accessible.',
      none: 'This website is not yet compliant with EN 301 549 and WCAG 2.1 level AA. We are working on it; the known barriers are listed below.',
    },
    howHeading: 'How the website is built',
    how: [
      'Every page can be used with the keyboard; a link at the top of the page jumps straight to the main content, and focus is always visible.',
      'Headings, lists, form fields and buttons are marked up so that screen readers recognise them; images have text alternatives.',
      'Forms state required fields and errors in text, not only by colour.',
      'Text and controls have sufficient contrast; pages can be zoomed to 200 % and read on narrow screens without scrolling sideways.',
      'The language of every page is marked up, including reviews written in another language; animations are left out when your system asks for reduced motion.',
      'Every component and every page is checked for barriers automatically with axe on every change.',
    ],
    limitsHeading: 'Known limitations',
    limits: {
      map: 'The OpenStreetMap maps on the location pages are third-party content and can be used with a screen reader and keyboard only to a limited extent. The address is always given as text next to them, together with a link that opens the map in a new tab.',
      booking: (contact) =>
        `The external online booking service behind “Book appointment” is not run by us; its operator is responsible for its accessibility. You can also request an appointment with our own form or by phone ([contact](${contact})).`,
      binding: 'Only the German version of the legal pages is legally binding; the translations are for information.',
      audit: 'The website has not yet been fully audited by an independent testing body.',
    },
    feedbackHeading: 'Reporting a barrier and contact',
    feedback: (email, phone) =>
      `Have you come across a barrier, or do you need information in another format? Write to us at ${email} or call us: ${phone}. We will reply as soon as possible.`,
    dateHeading: 'Preparation of this statement',
    date: (date) => `This statement was prepared or last reviewed on ${date}.`,
    enforcementHeading: 'Market surveillance',
    enforcement: (body) =>
      `If we have not responded satisfactorily to your report and you believe that this website does not meet the accessibility requirements, you can contact the authority that monitors compliance with the Accessibility Strengthening Act, insofar as it applies to our service: ${body}.`,
    enforcementContact: 'We will gladly give you the authority’s current contact details on request.',
  },
  fr: {
    intro:
      'Nous souhaitons que chacun puisse utiliser notre site – y compris avec un lecteur d’écran, le clavier, un agrandissement ou la commande vocale. Cette déclaration décrit son niveau d’accessibilité.',
    scope:
      'Elle s’applique à ce site du cabinet dans toutes ses langues, y compris le formulaire de demande de rendez-vous, le formulaire de contact et le formulaire de candidature. Le référentiel est la loi allemande sur le renforcement de l’accessibilité (Barrierefreiheitsstärkungsgesetz, BFSG), la norme harmonisée EN 301 549 et les Règles pour l’accessibilité des contenus web (WCAG) 2.1, niveau AA.',
    statusHeading: 'État de conformité',
    status: {
      full: 'Ce site est entièrement conforme à la norme EN 301 549 et aux WCAG 2.1, niveau AA.',
      partial:
        'Ce site est partiellement conforme à la norme EN 301 549 et aux WCAG 2.1, niveau AA. Les contenus cités ci-dessous ne sont pas encore entièrement accessibles.',
      none: 'Ce site n’est pas encore conforme à la norme EN 301 549 et aux WCAG 2.1, niveau AA. Nous y travaillons ; les obstacles connus sont indiqués ci-dessous.',
    },
    howHeading: 'Conception du site',
    how: [
      'Toutes les pages sont utilisables au clavier ; un lien en haut de page mène directement au contenu principal et le focus est toujours visible.',
      'Titres, listes, champs de formulaire et boutons sont balisés de façon à être reconnus par les lecteurs d’écran ; les images ont des alternatives textuelles.',
      'Les formulaires indiquent les champs obligatoires et les erreurs par un texte, pas seulement par la couleur.',
      'Les textes et les commandes sont suffisamment contrastés ; les pages peuvent être agrandies à 200 % et lues sur des écrans étroits sans défilement horizontal.',
      'La langue de chaque page est indiquée, y compris pour les avis rédigés dans une autre langue ; les animations sont supprimées lorsque votre système demande des mouvements réduits.',
      'Chaque composant et chaque page sont contrôlés automatiquement avec axe à chaque modification.',
    ],
    limitsHeading: 'Limites connues',
    limits: {
      map: 'Les cartes OpenStreetMap des pages des cabinets sont des contenus tiers, utilisables seulement en partie avec un lecteur d’écran et au clavier. L’adresse figure toujours à côté sous forme de texte, avec un lien qui ouvre la carte dans un nouvel onglet.',
      booking: (contact) =>
        `Le service de réservation en ligne externe auquel mène « Prendre rendez-vous » n’est pas exploité par nous ; son exploitant est responsable de son accessibilité. Vous pouvez aussi demander un rendez-vous avec notre propre formulaire ou par téléphone ([contact](${contact})).`,
      binding: 'Seule la version allemande des pages juridiques fait foi ; les traductions sont fournies à titre d’information.',
      audit: 'Le site n’a pas encore fait l’objet d’un audit complet par un organisme indépendant.',
    },
    feedbackHeading: 'Signaler un obstacle et contact',
    feedback: (email, phone) =>
      `Vous avez rencontré un obstacle ou avez besoin d’informations sous une autre forme ? Écrivez-nous à ${email} ou appelez-nous : ${phone}. Nous vous répondrons dès que possible.`,
    dateHeading: 'Établissement de cette déclaration',
    date: (date) => `Cette déclaration a été établie ou revue pour la dernière fois le ${date}.`,
    enforcementHeading: 'Surveillance du marché',
    enforcement: (body) =>
      `Si nous n’avons pas répondu de manière satisfaisante à votre signalement et que vous estimez que ce site ne respecte pas les exigences d’accessibilité, vous pouvez vous adresser à l’autorité qui contrôle le respect de la loi sur le renforcement de l’accessibilité, dans la mesure où elle s’applique à notre offre : ${body}.`,
    enforcementContact: 'Sur demande, nous vous communiquons volontiers les coordonnées actuelles de cette autorité.',
  },
  es: {
    intro:
      'Queremos que todas las personas puedan usar nuestra web, también con lector de pantalla, teclado, ampliación o control por voz. Esta declaración describe su grado de accesibilidad.',
    scope:
      'Se aplica a esta web de la consulta en todos sus idiomas, incluidos el formulario de solicitud de cita, el formulario de contacto y el de candidatura. La referencia es la Ley alemana de refuerzo de la accesibilidad (Barrierefreiheitsstärkungsgesetz, BFSG), la norma armonizada EN 301 549 y las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA.',
    statusHeading: 'Situación de cumplimiento',
    status: {
      full: 'Esta web cumple plenamente la norma EN 301 549 y las WCAG 2.1, nivel AA.',
      partial:
        'Esta web cumple parcialmente la norma EN 301 549 y las WCAG 2.1, nivel AA. Los contenidos indicados abajo aún no son plenamente accesibles.',
      none: 'Esta web todavía no cumple la norma EN 301 549 ni las WCAG 2.1, nivel AA. Estamos trabajando en ello; las barreras conocidas figuran abajo.',
    },
    howHeading: 'Cómo está hecha la web',
    how: [
      'Todas las páginas se pueden usar con el teclado; un enlace al principio de la página lleva directamente al contenido principal y el foco siempre es visible.',
      'Los títulos, listas, campos de formulario y botones están marcados para que los lectores de pantalla los reconozcan; las imágenes tienen alternativas textuales.',
      'Los formularios indican los campos obligatorios y los errores con texto, no solo con color.',
      'Los textos y controles tienen contraste suficiente; las páginas pueden ampliarse al 200 % y leerse en pantallas estrechas sin desplazamiento lateral.',
      'El idioma de cada página está marcado, también en las valoraciones escritas en otro idioma; las animaciones se omiten si su sistema solicita movimiento reducido.',
      'Cada componente y cada página se comprueban automáticamente con axe en cada cambio.',
    ],
    limitsHeading: 'Limitaciones conocidas',
    limits: {
      map: 'Los mapas de OpenStreetMap de las páginas de los centros son contenidos de terceros y solo pueden usarse de forma limitada con lector de pantalla y teclado. La dirección siempre aparece al lado como texto, junto con un enlace que abre el mapa en una pestaña nueva.',
      booking: (contact) =>
        `El servicio externo de reservas en línea al que lleva «Reservar cita» no lo gestionamos nosotros; su operador es responsable de su accesibilidad. También puede solicitar cita con nuestro propio formulario o por teléfono ([contacto](${contact})).`,
      binding: 'Solo la versión alemana de las páginas legales es jurídicamente vinculante; las traducciones son informativas.',
      audit: 'La web todavía no ha sido auditada íntegramente por un organismo independiente.',
    },
    feedbackHeading: 'Comunicar una barrera y contacto',
    feedback: (email, phone) =>
      `¿Ha encontrado una barrera o necesita la información en otro formato? Escríbanos a ${email} o llámenos: ${phone}. Le responderemos lo antes posible.`,
    dateHeading: 'Elaboración de esta declaración',
    date: (date) => `Esta declaración se elaboró o revisó por última vez el ${date}.`,
    enforcementHeading: 'Vigilancia del mercado',
    enforcement: (body) =>
      `Si no hemos respondido satisfactoriamente a su comunicación y considera que esta web no cumple los requisitos de accesibilidad, puede dirigirse a la autoridad que vigila el cumplimiento de la Ley de refuerzo de la accesibilidad, en la medida en que sea aplicable a nuestra oferta: ${body}.`,
    enforcementContact: 'Si lo desea, le facilitamos los datos de contacto actuales de esta autoridad.',
  },
  ru: {
    intro:
      'Мы хотим, чтобы нашим сайтом могли пользоваться все — в том числе с программой чтения с экрана, клавиатурой, увеличением или голосовым управлением. В этом заявлении описано, насколько он доступен.',
    scope:
      'Оно относится к этому сайту практики на всех языках, включая форму запроса на приём, контактную форму и форму отклика на вакансию. Ориентиром служат Закон Германии об усилении доступности (Barrierefreiheitsstärkungsgesetz, BFSG), гармонизированный стандарт EN 301 549 и Руководство по доступности веб-контента (WCAG) 2.1, уровень AA.',
    statusHeading: 'Степень соответствия',
    status: {
      full: 'Этот сайт полностью соответствует EN 301 549 и WCAG 2.1 уровня AA.',
      partial: 'Этот сайт частично соответствует EN 301 549 и WCAG 2.1 уровня AA. Перечисленное ниже пока доступно не полностью.',
      none: 'Этот сайт пока не соответствует EN 301 549 и WCAG 2.1 уровня AA. Мы работаем над этим; известные барьеры перечислены ниже.',
    },
    howHeading: 'Как устроен сайт',
    how: [
      'Всеми страницами можно пользоваться с клавиатуры; ссылка в начале страницы ведёт прямо к основному содержанию, фокус всегда виден.',
      'Заголовки, списки, поля форм и кнопки размечены так, чтобы программы чтения с экрана их распознавали; у изображений есть текстовые альтернативы.',
      'Формы сообщают об обязательных полях и ошибках текстом, а не только цветом.',
      'Тексты и элементы управления достаточно контрастны; страницы можно увеличить до 200 % и читать на узких экранах без горизонтальной прокрутки.',
      'Язык каждой страницы размечен, в том числе у отзывов на другом языке; анимации отключаются, если ваша система запрашивает уменьшение движения.',
      'Каждый компонент и каждая страница автоматически проверяются с помощью axe при каждом изменении.',
    ],
    limitsHeading: 'Известные ограничения',
    limits: {
      map: 'Карты OpenStreetMap на страницах отделений — содержимое стороннего сервиса, с программой чтения с экрана и клавиатурой ими можно пользоваться лишь ограниченно. Рядом всегда указан адрес текстом и ссылка, открывающая карту в новой вкладке.',
      booking: (contact) =>
        `Внешний сервис онлайн-записи, на который ведёт кнопка «Записаться», работает не у нас; за его доступность отвечает его оператор. Записаться можно также через нашу собственную форму или по телефону ([контакты](${contact})).`,
      binding: 'Юридическую силу имеет только немецкая версия правовых страниц; переводы носят информационный характер.',
      audit: 'Сайт пока не проходил полной проверки независимой организацией.',
    },
    feedbackHeading: 'Сообщить о барьере и контакты',
    feedback: (email, phone) =>
      `Вы столкнулись с барьером или вам нужна информация в другом формате? Напишите нам на ${email} или позвоните: ${phone}. Мы ответим как можно скорее.`,
    dateHeading: 'Составление этого заявления',
    date: (date) => `Это заявление составлено или последний раз проверено ${date}.`,
    enforcementHeading: 'Надзор за рынком',
    enforcement: (body) =>
      `Если мы не ответили на ваше сообщение удовлетворительно и вы считаете, что сайт не отвечает требованиям доступности, вы можете обратиться в орган, который следит за соблюдением Закона об усилении доступности, насколько он применим к нашему предложению: ${body}.`,
    enforcementContact: 'Актуальные контактные данные этого органа мы охотно сообщим вам по запросу.',
  },
};

/** A calendar date in the reader's language ("1. Oktober 2026"). */
const longDate = (iso: string, lang: LanguageCode) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

export function accessibilityMarkdown(lang: LanguageCode, { legal, contact, settings }: AccessibilityFacts): string {
  const p = PHRASES[lang];
  const a = legal.accessibility;
  const body = a.enforcementBody;
  const practiceLimits = textIn(a.limitations, lang);
  const booking = !!settings?.bookingUrl.trim() && p.limits.booking(pathTo(lang, 'contact'));
  const authority = `${linked(textIn(body.name, lang), body.url)}${body.address.trim() ? `, ${esc(body.address)}` : ''}`;
  // Without a web address the record does not say where to reach the authority today: nothing is
  // guessed, the reader is offered the details instead.
  const enforcement = `${p.enforcement(authority)}${body.url.trim() ? '' : ` ${p.enforcementContact}`}`;
  return blocks(
    p.intro,
    p.scope,
    section(p.statusHeading, p.status[a.status]),
    section(p.howHeading, bullets(...p.how)),
    section(p.limitsHeading, bullets(p.limits.map, booking, p.limits.binding, p.limits.audit), practiceLimits),
    section(
      p.feedbackHeading,
      p.feedback(`[${esc(contact.email_primary)}](mailto:${contact.email_primary})`, esc(contact.phone_primary)),
    ),
    a.reviewedOn && section(p.dateHeading, p.date(longDate(a.reviewedOn, lang))),
    hasText(body.name) && section(p.enforcementHeading, enforcement),
  );
}
