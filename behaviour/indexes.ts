/**
 * Indexes per collection, declared once: MongoDB creates them at start-up, the mocks' in-memory
 * store enforces the unique ones (a clash answers the same 409 with the same field issues).
 */
export interface IndexSpec {
  key: Record<string, 1 | -1>;
  unique?: boolean;
  partialFilterExpression?: Record<string, unknown>;
  expireAfterSeconds?: number;
}

/** Unique slugs and e-mails, and the lookups the lists and public pages use. */
export const INDEXES: Record<string, IndexSpec[]> = {
  treatments: [{ key: { slug: 1 }, unique: true }, { key: { category: 1 } }, { key: { published: 1, priority: 1 } }],
  team: [{ key: { slug: 1 }, unique: true }, { key: { published: 1, order: 1 } }],
  blog: [{ key: { slug: 1 }, unique: true }, { key: { status: 1, publishedAt: -1 } }, { key: { categoryId: 1 } }],
  'blog-categories': [{ key: { slug: 1 }, unique: true }],
  reviews: [{ key: { status: 1, date: -1 } }],
  seo: [{ key: { page: 1, language: 1 }, unique: true }],
  content: [{ key: { page: 1, section: 1, order: 1 } }],
  pages: [{ key: { slug: 1 }, unique: true }],
  jobs: [{ key: { slug: 1 }, unique: true }, { key: { published: 1 } }],
  applications: [{ key: { status: 1, submittedAt: -1 } }, { key: { jobId: 1 } }],
  // One active request per slot: slotKey is set on requests and unset when staff cancel, so the
  // partial unique index covers exactly the slots that are held.
  appointments: [
    { key: { status: 1, createdAt: -1 } },
    { key: { preferredDate: 1, preferredTime: 1 } },
    { key: { slotKey: 1 }, unique: true, partialFilterExpression: { slotKey: { $exists: true } } },
    { key: { emailKey: 1 } },
    { key: { phoneKey: 1 } },
  ],
  // Retention: receipts read newest first; a hold is found by its id (kind-recordId).
  retentionReceipts: [{ key: { at: -1 } }],
  messages: [{ key: { read: 1, createdAt: -1 } }],
  // Double opt-in (newsletter.ts): links find their subscription by the confirmation token's hash
  // or by the unsubscribe token.
  newsletter: [
    { key: { email: 1 }, unique: true },
    { key: { confirmTokenHash: 1 }, partialFilterExpression: { confirmTokenHash: { $exists: true } } },
    { key: { unsubscribeToken: 1 }, partialFilterExpression: { unsubscribeToken: { $exists: true } } },
  ],
  users: [{ key: { email: 1 }, unique: true }],
  // Mails hold live reset and invitation links and personal data: each row carries its expiry
  // (mail/outbox.ts: 30 days after delivery; none while queued), MongoDB deletes it then.
  // The sweep finds the live account links whose time is over by sealedUntil (set on few entries).
  outbox: [
    { key: { createdAt: -1 } },
    { key: { status: 1, createdAt: 1 } },
    { key: { expiresAt: 1 }, expireAfterSeconds: 0 },
    { key: { sealedUntil: 1 }, partialFilterExpression: { sealedUntil: { $exists: true } } },
  ],
  // The website's statistics (statisticsKeys.ts): days read by range; the day's salt and visitor
  // hashes deleted by MongoDB after their day (and by the retention job).
  statistics: [{ key: { date: 1 } }],
  statisticsVisitors: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }, { key: { date: 1 } }],
  // A client's appointment requests of one day (bookingClients.ts), gone after two days.
  bookingClients: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  // Login attempts per account and per account and client (auth.ts), forgotten after a quiet day;
  // the admins' users list finds the clients waiting at an account by `account`.
  loginAttempts: [
    { key: { expiresAt: 1 }, expireAfterSeconds: 0 },
    { key: { account: 1 }, partialFilterExpression: { account: { $exists: true } } },
  ],
  // The slots of the per-address mail caps (mail/recipientCap.ts): gone when their window ends.
  mailSlots: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  // Rate-limit counters of the server (api/plugins/external/rateLimitStore.ts): gone when their window ends.
  rateLimits: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  sessions: [{ key: { userId: 1 } }, { key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  tokens: [{ key: { userId: 1 } }, { key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
  translations: [{ key: { language: 1, key: 1 }, unique: true }],
  // Translation versions of content (translationState.ts): the rows of one resource, and its held languages.
  translationVersions: [{ key: { entity: 1, recordId: 1 } }],
  // Drafts and versions (editorial.ts): a record's history newest first; preview links expire.
  contentVersions: [{ key: { resource: 1, recordId: 1, number: -1 }, unique: true }],
  previewLinks: [{ key: { expiresAt: 1 }, expireAfterSeconds: 0 }],
};

/** The fields of a collection's unique index (besides the key), if it has one. */
export const uniqueFields = (name: string) => Object.keys(INDEXES[name]?.find((i) => i.unique)?.key ?? {});
export const uniqueIndex = (name: string) => INDEXES[name]?.find((i) => i.unique);

/** Stored fields no answer carries: secrets, and the appointments' keys for slot and per-person limits. */
export const HIDDEN: Record<string, string[]> = {
  users: ['passwordHash'],
  newsletter: ['confirmTokenHash', 'confirmExpiresAt', 'confirmationSentAt', 'unsubscribeToken'],
  appointments: ['slotKey', 'emailKey', 'phoneKey'],
  // The live account link of a mail (mail/outbox.ts): read for its delivery only, never shown or exported.
  outbox: ['sealed', 'sealedUntil'],
};
