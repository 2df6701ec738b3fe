/**
 * The newsletter consent: the wording the sign-up form shows next to its
 * checkbox, versioned, and the rules of the double opt-in. A subscription stores the version it was
 * given under, the language, when it was asked for and when it was confirmed (no IP address), so
 * the practice can prove what someone agreed to (the consent log, behaviour/consentLog.ts, is built on these fields).
 *
 * Changing the wording: add a new version with the new texts below, make it the current one and
 * change `form.newsletter.consent` in src/i18n/messages/*.json to match. Old versions stay: they are
 * what earlier subscribers agreed to. tests/unit/newsletterConsent.test.ts fails while the form's
 * texts and the current version differ.
 */
import type { LanguageCode } from '../constants';

/** Every wording the form has shown, by version (ICU text; <link> is the privacy policy link). */
export const NEWSLETTER_CONSENT_WORDINGS = {
  '1': {
    de: 'Ja, ich möchte den Newsletter per E-Mail erhalten. Meine Einwilligung kann ich jederzeit widerrufen, z. B. über den Abmeldelink in jeder E-Mail. Mehr dazu in der <link>Datenschutzerklärung</link>.',
    en: 'Yes, I would like to receive the newsletter by email. I can withdraw my consent at any time, e.g. via the unsubscribe link in every email. More in the <link>privacy policy</link>.',
    fr: 'Oui, je souhaite recevoir la newsletter par e-mail. Je peux retirer mon consentement à tout moment, par exemple via le lien de désinscription présent dans chaque e-mail. Plus d’informations dans la <link>politique de confidentialité</link>.',
    es: 'Sí, deseo recibir el boletín por correo electrónico. Puedo retirar mi consentimiento en cualquier momento, por ejemplo, mediante el enlace de baja incluido en cada correo. Más información en la <link>política de privacidad</link>.',
    ru: 'Да, я хочу получать рассылку по электронной почте. Я могу в любой момент отозвать согласие, например по ссылке для отписки в каждом письме. Подробнее — в <link>политике конфиденциальности</link>.',
  },
} as const satisfies Record<string, Record<LanguageCode, string>>;

export type NewsletterConsentVersion = keyof typeof NEWSLETTER_CONSENT_WORDINGS;
/** The wording the form shows now; a new subscription records it. */
export const NEWSLETTER_CONSENT_VERSION: NewsletterConsentVersion = '1';

/** A confirmation link works this long. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/**
 * At most one confirmation mail per address in this time, however often it is entered: the form
 * cannot be used to flood someone's mailbox (the per-client rate limit bounds the rest).
 */
export const NEWSLETTER_RESEND_HOURS = 24;
