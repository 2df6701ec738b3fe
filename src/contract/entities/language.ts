import { z } from 'zod';
import { LanguageCode } from '../common';

/** Language: code and its own name. */
export const Language = z.object({ code: LanguageCode, name: z.string() });
export type Language = z.infer<typeof Language>;
