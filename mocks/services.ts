/**
 * The browser's face of the behaviour's services (behaviour/context.ts; the server's is
 * api/plugins/app/services.ts). What differs and why:
 * - files live in memory only (localStorage is too small for bytes); seeded applications have no
 *   uploaded CV, so their download answers a minimal PDF and works offline;
 * - images are not re-encoded: the browser cannot run sharp, canvas encodes no AVIF and the node
 *   mocks (contract tests) have no canvas at all. An upload answers the server's shape, variants
 *   included (the same widths and formats, src/contract/entities/media.ts), but every variant holds the
 *   original's bytes; browsers read an image by its content, not by the <source type>, so pages
 *   show the photo and pick among the srcset widths as in production, without the byte savings;
 * - mail stays in the outbox (as on the server without SMTP), links are relative; its HTML part is
 *   drawn only when a mail is sent (api/mail/html.tsx), which never happens here;
 * - jobs run in memory (jobs.ts), at once when due;
 * - passwords and tokens are stored as they are (mockPasswordHash): demo accounts, no secrets;
 * - nothing is cached, so a reset store shows at once.
 */
import type { Services } from '../behaviour/context';
import { newId } from '../behaviour/ids';
import { VARIANT_FORMATS, variantWidths } from '../src/contract/entities/media';
import { ApiError } from '../src/contract/http';
import { REQUESTS_PER_CLIENT_PER_DAY } from '../src/contract/rules/booking';
import { FORGET_LOGIN_ATTEMPTS_MS, LOGIN_LOCKED_MESSAGE, loginDelayMs } from '../src/contract/rules/loginThrottle';
import type { SignInAttempts } from '../src/contract/entities/staffUser';
import { db, files } from './db';
import { imageSize } from './imageSize';
import { mockJobs } from './jobs';
import { memoryStore } from './memoryStore';
import { mockPasswordHash } from './passwordHash';

export const SESSION_MS = 8 * 60 * 60 * 1000;
const DEMO_CV = {
  bytes: new TextEncoder().encode('%PDF-1.4\n% demo CV\n%%EOF\n'),
  contentType: 'application/pdf',
  filename: 'cv.pdf',
};

export const mockServices: Services = {
  publicUrl: '',
  databaseUp: async () => true,
  files: {
    async put(bytes, { filename, contentType, kind, id }) {
      const fileId = id ?? newId(kind === 'cv' ? 'cv' : 'media');
      files.set(fileId, { bytes, contentType, filename });
      return fileId;
    },
    async get(id) {
      const file = files.get(id) ?? (id.startsWith('cv-') ? DEMO_CV : undefined);
      return file ? { ...file, etag: id } : null;
    },
    async remove(id) {
      files.delete(id);
    },
  },
  images: {
    async make(upload) {
      const { width, height } = imageSize(upload.bytes);
      const variants = variantWidths(width).flatMap((w) =>
        VARIANT_FORMATS.map((format) => ({ width: w, format, bytes: upload.bytes })),
      );
      return { width, height, original: upload.bytes, variants };
    },
  },
  mail: {
    canSend: false,
    deliver: async () => {
      throw new Error('no SMTP in mock mode');
    },
  },
  jobs: {} as Services['jobs'], // set below: the jobs run with these very services
  passwords: {
    hash: async (password) => mockPasswordHash(password),
    verify: async (password, hash) => hash === mockPasswordHash(password),
  },
  tokens: { create: () => crypto.randomUUID(), hash: (token) => token },
  sessions: {
    async open(user) {
      const token = crypto.randomUUID();
      const now = new Date();
      await memoryStore
        .collection('sessions')
        .insert({ id: token, userId: user.id, createdAt: now, expiresAt: new Date(+now + SESSION_MS) });
      const updated = await memoryStore.collection('users').update(user.id, { lastLoginAt: now.toISOString() });
      return { token, user: updated! };
    },
    async revoke(token) {
      await memoryStore.collection('sessions').delete(token);
    },
    async revokeAll(userId, except) {
      await memoryStore.collection('sessions').deleteWhere(except ? { userId, id: { $ne: except } } : { userId });
    },
  },
  // The server's rule on the mocks' state (api/plugins/app/loginThrottle.ts keeps it in MongoDB).
  loginThrottle: {
    async count(email, client) {
      const attempts = (db.state.loginAttempts ??= {});
      const at = Date.now();
      const live = (key: string) => (attempts[key] && attempts[key].expiresAt > at ? attempts[key] : undefined);
      const mine = live(`${email}|${client}`);
      if (mine && mine.nextAttemptAt > at) throw new ApiError('rate_limited', LOGIN_LOCKED_MESSAGE);
      const account = {
        count: (live(email)?.count ?? 0) + 1,
        nextAttemptAt: 0,
        lastAttemptAt: at,
        expiresAt: at + FORGET_LOGIN_ATTEMPTS_MS,
      };
      attempts[email] = account;
      const count = (mine?.count ?? 0) + 1;
      attempts[`${email}|${client}`] = {
        count,
        nextAttemptAt: at + loginDelayMs(count, account.count),
        expiresAt: at + FORGET_LOGIN_ATTEMPTS_MS,
      };
      db.saveLoginAttempts();
    },
    async clear(email, client) {
      const attempts = db.state.loginAttempts ?? {};
      if (client) {
        delete attempts[`${email}|${client}`];
        if (attempts[email]) attempts[email].count = Math.max(0, attempts[email].count - 1);
      } else for (const key of Object.keys(attempts)) if (key === email || key.startsWith(`${email}|`)) delete attempts[key];
      db.saveLoginAttempts();
    },
    async attempts(emails) {
      const attempts = db.state.loginAttempts ?? {};
      const at = Date.now();
      const out: Record<string, SignInAttempts> = {};
      for (const email of emails) {
        const account = attempts[email];
        if (!account || account.expiresAt <= at || account.count <= 0) continue;
        const waitingClients = Object.entries(attempts).filter(
          ([key, a]) => key.startsWith(`${email}|`) && a.expiresAt > at && a.nextAttemptAt > at,
        ).length;
        out[email] = {
          attempts: account.count,
          lastAttemptAt: new Date(account.lastAttemptAt ?? at).toISOString(),
          waitingClients,
        };
      }
      return out;
    },
  },
  limits: { bookingRequestsPerClientPerDay: REQUESTS_PER_CLIENT_PER_DAY },
  cache: { remember: (_key, _ms, load) => load(), forget: () => undefined },
  clearPublicCache: () => undefined,
};

export const jobs = mockJobs(() => ({ store: memoryStore, services: mockServices }));
mockServices.jobs = jobs;
