/**
 * The newsletter consent's wording is versioned in one module (src/contract/rules/newsletterConsent.ts):
 * a subscription stores the version it was given under, so the form must show exactly that
 * version's texts. Changing the form's wording without a new version fails here.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/contract/common';
import { NEWSLETTER_CONSENT_VERSION, NEWSLETTER_CONSENT_WORDINGS } from '../../src/contract/rules/newsletterConsent';
import { messages } from '../../src/i18n/messages';

describe('newsletter consent wording', () => {
  it('is on the form exactly as the current version records it, in every language', () => {
    for (const lang of LANGUAGES)
      expect(messages[lang]['form.newsletter.consent'], lang).toBe(NEWSLETTER_CONSENT_WORDINGS[NEWSLETTER_CONSENT_VERSION][lang]);
  });
});
