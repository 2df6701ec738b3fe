/**
 * The legal notice (Impressum) per § 5 DDG with the duties of a regulated profession (§ 5 Abs. 1 Nr. 5
 * DDG) and the insurer (§ 2 Abs. 1 Nr. 11 DL-InfoV), generated from the legal record, the contact
 * record and the practice's locations. A fact the practice has not supplied is left out,
 * never invented; the German text is binding, the others say so.
 */
import type { LanguageCode } from '../../../contract/common';
import type { ContactData } from '../../../contract/entities/contact';
import type { LegalFacts } from '../../../contract/entities/legal';
import type { PracticeLocation } from '../../../contract/entities/practice';
import { REQUIRED_LEGAL_FACTS as REQUIRED } from '../../../contract/rules/legal';
import { pathTo } from '../../../lib/paths';
import { blocks, bullets, esc, linked, section, textIn } from '../../common/markdownText';

export interface ImprintFacts {
  legal: LegalFacts;
  contact: Pick<
    ContactData,
    | 'legal_name'
    | 'street'
    | 'house_number'
    | 'postal_code'
    | 'city'
    | 'phone_primary'
    | 'email_primary'
    | 'tax_id'
    | 'registration_number'
  >;
  locations: Pick<PracticeLocation, 'key' | 'name' | 'street' | 'house_number' | 'postal_code' | 'city' | 'phone' | 'email'>[];
}

interface Phrases {
  bindingNote?: string;
  info: string;
  moreLocations: string;
  representedBy: string;
  contact: string;
  phone: string;
  email: string;
  legalFormHeading: string;
  legalForm: string;
  register: string;
  registerCourt: string;
  vatHeading: string;
  vat: (id: string) => string;
  profession: string;
  title: (title: string, state: string) => string;
  chamber: string;
  kzv: string;
  rules: string;
  insurance: string;
  insurer: string;
  area: string;
  responsible: string;
  dispute: string;
  disputeText: string;
  notes: string;
  privacy: (href: string) => string;
}

const PHRASES: Record<LanguageCode, Phrases> = {
  de: {
    info: 'Angaben gemäß § 5 DDG',
    moreLocations: 'Weitere Standorte',
    representedBy: 'Vertreten durch',
    contact: 'Kontakt',
    phone: 'Telefon',
    email: 'E-Mail',
    legalFormHeading: 'Rechtsform und Registereintrag',
    legalForm: 'Rechtsform',
    register: 'Registereintrag',
    registerCourt: 'Registergericht',
    vatHeading: 'Umsatzsteuer-Identifikationsnummer',
    vat: (id) => `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${id}`,
    profession: 'Berufsrechtliche Angaben',
    title: (title, state) => `**Gesetzliche Berufsbezeichnung:** ${title}, verliehen in: ${state}`,
    chamber: 'Zuständige Kammer',
    kzv: 'Kassenzahnärztliche Vereinigung',
    rules: 'Es gelten insbesondere folgende berufsrechtliche Regelungen:',
    // Soft hyphens: the long words of headings break where German breaks them on a phone.
    insurance: 'Berufshaftpflicht\u00ADversicherung',
    insurer: 'Name und Sitz des Versicherers',
    area: 'Räumlicher Geltungsbereich',
    responsible: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
    dispute: 'Verbraucherstreitbeilegung',
    disputeText:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen zu einer Behandlung sprechen Sie uns bitte direkt an; außerdem berät die Patientenberatung der Bayerischen Landeszahnärztekammer.',
    notes: 'Weitere Angaben',
    privacy: (href) =>
      `Informationen zur Verarbeitung personenbezogener Daten finden Sie in unserer [Datenschutzerklärung](${href}).`,
  },
  en: {
    bindingNote:
      '*This English translation is provided for your convenience. Only the German version of this legal notice is legally binding.*',
    info: 'Information pursuant to Section 5 of the German Digital Services Act (DDG)',
    moreLocations: 'Further locations',
    representedBy: 'Represented by',
    contact: 'Contact',
    phone: 'Phone',
    email: 'E-mail',
    legalFormHeading: 'Legal form and registration',
    legalForm: 'Legal form',
    register: 'Register entry',
    registerCourt: 'Register court',
    vatHeading: 'VAT identification number',
    vat: (id) => `VAT identification number pursuant to Section 27a of the German VAT Act: ${id}`,
    profession: 'Professional information',
    title: (title, state) => `**Statutory professional title:** ${title}, conferred in: ${state}`,
    chamber: 'Competent chamber',
    kzv: 'Association of statutory health insurance dentists',
    rules: 'The following professional regulations apply in particular (in German):',
    insurance: 'Professional liability insurance',
    insurer: 'Name and registered office of the insurer',
    area: 'Territorial scope of cover',
    responsible: 'Responsible for the content pursuant to Section 18 (2) of the German Interstate Media Treaty (MStV)',
    dispute: 'Consumer dispute resolution',
    disputeText:
      'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board. If you have questions about a treatment, please talk to us directly; the patient advisory service of the Bavarian Chamber of Dentists can also help.',
    notes: 'Further information',
    privacy: (href) => `Information on how we process personal data can be found in our [privacy policy](${href}).`,
  },
  fr: {
    bindingNote:
      '*Cette traduction française est fournie à titre indicatif. Seule la version allemande des présentes mentions légales fait foi.*',
    info: 'Informations conformément à l’article 5 de la loi allemande sur les services numériques (DDG)',
    moreLocations: 'Autres cabinets',
    representedBy: 'Représenté par',
    contact: 'Contact',
    phone: 'Téléphone',
    email: 'E-mail',
    legalFormHeading: 'Forme juridique et immatriculation',
    legalForm: 'Forme juridique',
    register: 'Immatriculation',
    registerCourt: 'Tribunal chargé du registre',
    vatHeading: 'Numéro de TVA intracommunautaire',
    vat: (id) => `Numéro d’identification à la TVA selon l’article 27a de la loi allemande relative à la TVA : ${id}`,
    profession: 'Informations relatives à la profession',
    title: (title, state) => `**Titre professionnel légal :** ${title}, délivré en : ${state}`,
    chamber: 'Ordre compétent',
    kzv: 'Association des chirurgiens-dentistes conventionnés',
    rules: 'Les règles professionnelles suivantes s’appliquent notamment (en allemand) :',
    insurance: 'Assurance responsabilité civile professionnelle',
    insurer: 'Nom et siège de l’assureur',
    area: 'Champ d’application territorial',
    responsible: 'Responsable du contenu selon l’article 18, alinéa 2, du traité inter-Länder sur les médias (MStV)',
    dispute: 'Règlement des litiges de consommation',
    disputeText:
      'Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation. Pour toute question concernant un traitement, adressez-vous directement à nous ; le service de conseil aux patients de l’Ordre des chirurgiens-dentistes de Bavière peut également vous aider.',
    notes: 'Informations complémentaires',
    privacy: (href) =>
      `Vous trouverez les informations sur le traitement des données personnelles dans notre [politique de confidentialité](${href}).`,
  },
  es: {
    bindingNote:
      '*Esta traducción al español se ofrece a título informativo. Solo la versión alemana de este aviso legal es jurídicamente vinculante.*',
    info: 'Información conforme al artículo 5 de la Ley alemana de servicios digitales (DDG)',
    moreLocations: 'Otros centros',
    representedBy: 'Representada por',
    contact: 'Contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    legalFormHeading: 'Forma jurídica e inscripción registral',
    legalForm: 'Forma jurídica',
    register: 'Inscripción registral',
    registerCourt: 'Tribunal registral',
    vatHeading: 'Número de identificación a efectos del IVA',
    vat: (id) => `Número de identificación a efectos del IVA conforme al artículo 27a de la Ley alemana del IVA: ${id}`,
    profession: 'Información profesional',
    title: (title, state) => `**Título profesional legal:** ${title}, otorgado en: ${state}`,
    chamber: 'Colegio profesional competente',
    kzv: 'Asociación de odontólogos del seguro médico público',
    rules: 'Se aplican en particular las siguientes normas profesionales (en alemán):',
    insurance: 'Seguro de responsabilidad civil profesional',
    insurer: 'Nombre y domicilio de la aseguradora',
    area: 'Ámbito territorial de cobertura',
    responsible: 'Responsable del contenido conforme al artículo 18, apartado 2, del Tratado interestatal de medios (MStV)',
    dispute: 'Resolución de litigios de consumo',
    disputeText:
      'No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo. Si tiene preguntas sobre un tratamiento, diríjase directamente a nosotros; el servicio de asesoramiento al paciente del Colegio de Odontólogos de Baviera también puede ayudarle.',
    notes: 'Información adicional',
    privacy: (href) =>
      `Encontrará información sobre el tratamiento de los datos personales en nuestra [política de privacidad](${href}).`,
  },
  ru: {
    bindingNote:
      '*Русский перевод предоставлен для удобства. Юридическую силу имеет только немецкая версия этой правовой информации.*',
    info: 'Сведения согласно § 5 Закона Германии о цифровых услугах (DDG)',
    moreLocations: 'Другие отделения',
    representedBy: 'Представители',
    contact: 'Контакты',
    phone: 'Телефон',
    email: 'Эл. почта',
    legalFormHeading: 'Организационно-правовая форма и регистрация',
    legalForm: 'Организационно-правовая форма',
    register: 'Запись в реестре',
    registerCourt: 'Регистрационный суд',
    vatHeading: 'Идентификационный номер плательщика НДС',
    vat: (id) => `Идентификационный номер плательщика НДС согласно § 27a Закона Германии об НДС: ${id}`,
    profession: 'Сведения о профессии',
    title: (title, state) => `**Официальное наименование профессии:** ${title}, присвоено в: ${state}`,
    chamber: 'Компетентная палата',
    kzv: 'Ассоциация стоматологов системы обязательного медицинского страхования',
    rules: 'В частности, действуют следующие профессиональные правила (на немецком языке):',
    insurance: 'Страхование профессиональной ответственности',
    insurer: 'Наименование и местонахождение страховщика',
    area: 'Территория действия страхования',
    responsible: 'Ответственный за содержание согласно п. 2 § 18 Межземельного договора о СМИ (MStV)',
    dispute: 'Внесудебное урегулирование потребительских споров',
    disputeText:
      'Мы не готовы и не обязаны участвовать в процедурах урегулирования споров в потребительской согласительной комиссии. С вопросами о лечении обращайтесь, пожалуйста, напрямую к нам; консультацию также предоставляет служба поддержки пациентов Стоматологической палаты Баварии.',
    notes: 'Дополнительные сведения',
    privacy: (href) => `Информацию об обработке персональных данных вы найдёте в нашей [политике конфиденциальности](${href}).`,
  },
};

const address = (a: { street: string; house_number: string; postal_code: string; city: string }) =>
  esc(`${a.street} ${a.house_number}, ${a.postal_code} ${a.city}`);

export function imprintMarkdown(lang: LanguageCode, { legal, contact, locations }: ImprintFacts): string {
  const p = PHRASES[lang];
  const t = (v: Parameters<typeof textIn>[0]) => textIn(v, lang);
  const has = (fact: keyof typeof REQUIRED) => REQUIRED[fact](legal);
  const name = t(contact.legal_name);
  const main = `${contact.street} ${contact.house_number}`;
  const others = locations.filter((l) => `${l.street} ${l.house_number}` !== main);
  const institution = (label: string, i: LegalFacts['chamber']) =>
    `**${label}:** ${linked(t(i.name), i.url)}${i.address.trim() ? `, ${esc(i.address)}` : ''}`;
  const rules = legal.professionalRules.filter((r) => t(r.name));
  const insurer = legal.liabilityInsurer;

  return blocks(
    p.bindingNote,
    section(
      p.info,
      name && `**${esc(name)}**`,
      address(contact),
      others.length > 0 && `**${p.moreLocations}:**\n\n${bullets(...others.map((l) => `${esc(l.name)}: ${address(l)}`))}`,
      has('representatives') && `**${p.representedBy}:** ${esc(legal.representatives)}`,
    ),
    section(
      p.contact,
      bullets(
        // Only what the practice has entered: never an empty "Telefon:" line.
        contact.phone_primary.trim() && `**${p.phone}:** ${esc(contact.phone_primary)}`,
        contact.email_primary.trim() && `**${p.email}:** ${esc(contact.email_primary)}`,
        ...others.map((l) => `**${esc(l.name)}:** ${esc([l.phone, l.email].filter(Boolean).join(', '))}`),
      ),
    ),
    section(
      p.legalFormHeading,
      bullets(
        has('legalForm') && `**${p.legalForm}:** ${esc(t(legal.legalForm))}`,
        contact.registration_number.trim() && `**${p.register}:** ${esc(contact.registration_number)}`,
        legal.registerCourt?.trim() && `**${p.registerCourt}:** ${esc(legal.registerCourt)}`,
      ),
    ),
    // A VAT id only if the practice has one (dental treatment is VAT-exempt, many practices have none).
    contact.tax_id.trim() && section(p.vatHeading, p.vat(esc(contact.tax_id))),
    section(
      p.profession,
      bullets(
        has('professionalTitle') &&
          has('titleAwardedIn') &&
          p.title(esc(t(legal.professionalTitle)), esc(t(legal.titleAwardedIn))),
        has('chamber') && institution(p.chamber, legal.chamber),
        has('kzv') && institution(p.kzv, legal.kzv),
      ),
      rules.length > 0 && `${p.rules}\n\n${bullets(...rules.map((r) => linked(t(r.name), r.url)))}`,
    ),
    has('liabilityInsurer.name') &&
      has('liabilityInsurer.address') &&
      section(
        p.insurance,
        bullets(
          `**${p.insurer}:** ${esc(insurer.name)}, ${esc(insurer.address)}`,
          has('liabilityInsurer.areaOfCover') && `**${p.area}:** ${esc(t(insurer.areaOfCover))}`,
        ),
      ),
    has('contentResponsible') && section(p.responsible, esc(legal.contentResponsible)),
    section(p.dispute, p.disputeText),
    // The practice's own additions are Markdown they wrote, rendered through the same safe subset.
    section(p.notes, t(legal.imprintNotes)),
    p.privacy(pathTo(lang, 'privacy')),
  );
}
