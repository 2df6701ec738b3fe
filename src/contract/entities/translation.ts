/**
 * UI-string overrides (/v1/translations and the admin translation endpoints).
 * The catalogues in src/i18n/messages are the defaults; staff may override a message id per
 * language. Public GET returns the merged overrides for one language.
 */
import { z } from 'zod';
import { LanguageCode, LIMITS, requiredText, text } from '../common';

/**
 * A message id's shape: dotted segments that start with a letter or digit ("form.booking.submit"),
 * so "__proto__", "constructor" and friends never reach an object keyed by it. Whether the id is
 * in the catalogue is checked where the catalogue is (isMessageId, server and mocks): 400 too.
 */
export const MessageKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z][A-Za-z0-9-]*(?:\.[A-Za-z0-9][A-Za-z0-9_-]*)+$/, 'validation.messageKey');

export const TranslationOverride = z.strictObject({
  language: LanguageCode,
  key: MessageKey,
  value: requiredText(LIMITS.text),
});
export type TranslationOverride = z.infer<typeof TranslationOverride>;

export const TranslationMap = z.record(z.string(), z.string());
export const TranslationQuery = z.strictObject({ lang: LanguageCode.optional() });

/** One row of the translation editor: the default text and the override in one language. */
export const TranslationField = z.object({
  key: z.string(),
  language: LanguageCode,
  defaultValue: z.string(),
  override: z.string().nullable(),
});
export const TranslationFieldsQuery = z.strictObject({ language: LanguageCode, q: text(200).optional() });
export const TranslationBatch = z.strictObject({
  language: LanguageCode,
  entries: z.record(MessageKey, text(LIMITS.text)).refine((e) => Object.keys(e).length <= 500, 'validation.tooMany'),
  /**
   * Per key, the override the editor's change was based on (null: none): a key whose stored override
   * is another one now was changed meanwhile, and the batch is refused 409 with the stored ones
   * (`current.entries`) instead of writing over them. Keys without an entry here are written as sent.
   */
  basedOn: z
    .record(MessageKey, text(LIMITS.text).nullable())
    .refine((e) => Object.keys(e).length <= 500, 'validation.tooMany')
    .optional(),
});
export const BatchResult = z.object({ updated: z.number().int(), removed: z.number().int() });
export const ClearCacheResult = z.object({ cleared: z.literal(true) });
