/**
 * Configuration from environment variables, validated at start-up (a wrong value stops the
 * server with a message naming the variable, instead of failing later).
 */
import { z } from 'zod';

const int = (def: number) => z.coerce.number().int().positive().default(def);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** mongodb://… or mongodb+srv://…; without it `npm start` tries a local mongod (api/server.ts). */
  MONGODB_URI: z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must start with mongodb:// or mongodb+srv://').optional(),
  MONGODB_DB: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/).default('praxis'),
  /** Public origin of the site, used in e-mail links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Comma-separated origins allowed by CORS; empty = closed (the site and admin are same-origin). */
  CORS_ORIGINS: z.string().default(''),
  SESSION_TTL_HOURS: int(8),
  RATE_LIMIT_FORM_PER_MIN: int(10),
  RATE_LIMIT_LOGIN_PER_MIN: int(10),
  /** smtp://user:pass@host:587 — without it, mail goes to the outbox collection (admin: Outbox). */
  SMTP_URL: z.string().regex(/^smtps?:\/\//).optional(),
  MAIL_FROM: z.string().default('Zahnarztpraxis Dr. Berger <praxis@praxis-dr-berger.de>'),
  /** First admin created by `npm run seed`. */
  SEED_ADMIN_EMAIL: z.email().optional(),
  SEED_ADMIN_PASSWORD: z.string().min(12).optional(),
  SEED_ADMIN_NAME: z.string().min(2).default('Praxis-Administration'),
});
export type Config = z.infer<typeof EnvSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const r = EnvSchema.safeParse(env);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return { ...r.data, ...overrides };
}
