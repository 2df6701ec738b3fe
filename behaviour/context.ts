/**
 * What every implementation of an endpoint receives: the validated request, the store and the
 * services that differ per face (api/plugins/app/services.ts on the server, mocks/services.ts in
 * the browser). Differences between the faces live in the services, never in the behaviour.
 */
import type { LanguageCode } from '../src/contract/common';
import type { SignInAttempts, StaffUser } from '../src/contract/entities/staffUser';
import type { FailedJob } from '../src/contract/entities/mail';
import type { Upload } from '../src/contract/http';
import type { JobData, JobName } from './jobData';
import type { Row, Store } from './store';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
  etag: string;
}

/** An uploaded picture as published: the upright original and its resized variants. */
export interface MadeImage {
  width: number;
  height: number;
  original: Uint8Array;
  variants: { width: number; format: 'avif' | 'webp'; bytes: Uint8Array }[];
}

export interface Services {
  /** Where links in mails point (the server's public URL; '' in the browser). */
  publicUrl: string;
  /** Is the database reachable (health). */
  databaseUp(): Promise<boolean>;
  files: {
    put(bytes: Uint8Array, meta: { filename: string; contentType: string; kind: 'cv' | 'media'; id?: string }): Promise<string>;
    get(id: string): Promise<StoredFile | null>;
    remove(id: string): Promise<void>;
  };
  /** Reads and re-encodes an upload (throws ApiError 'unsupported_type' if it is no picture). */
  images: { make(upload: Upload): Promise<MadeImage> };
  /**
   * The way mail leaves the house. Behaviour never calls it directly: it writes mail with
   * sendMail (mail/outbox.ts), and the mail.deliver job calls `deliver`.
   */
  mail: {
    /** True where mail is sent (the server with SMTP_URL); otherwise it stays in the outbox for admins to read. */
    canSend: boolean;
    /** Sends one outbox entry; throws an error naming only a code (no address, no server reply) when it fails. */
    deliver(row: Row): Promise<void>;
  };
  /** Background jobs (jobs.ts): agenda on MongoDB on the server, in memory in the browser. */
  jobs: {
    /**
     * Adds a run of job `name` at `at` (default: now). With `key`, at most one such job exists at a
     * time: adding it again while one is pending, retrying or failed changes nothing.
     */
    add<N extends JobName>(name: N, data: JobData<N>, options?: { at?: Date; key?: string }): Promise<void>;
    /** Removes the pending runs of `name` added with `key` (e.g. a reminder of a cancelled appointment). */
    cancel(name: JobName, key: string): Promise<number>;
    /** Jobs whose last try failed: waiting for the next, or given up; newest first. */
    failed(): Promise<FailedJob[]>;
    /** Runs a failed job again now, with all its retries afresh; false when there is no such failed job. */
    retry(id: string): Promise<boolean>;
  };
  passwords: { hash(password: string): Promise<string>; verify(password: string, hash: unknown): Promise<boolean> };
  /** Single-use tokens: a random secret, stored as its hash only. */
  tokens: { create(): string; hash(token: string): string };
  sessions: {
    open(user: Row): Promise<{ token: string; user: StaffUser }>;
    revoke(token: string): Promise<void>;
    revokeAll(userId: string, except?: string): Promise<void>;
  };
  /** Login attempts per account and client (src/contract/rules/loginThrottle.ts). */
  loginThrottle: {
    /** Counts an attempt at `email` from `client`; throws ApiError 'rate_limited' while that client waits. */
    count(email: string, client: string): Promise<void>;
    /** After a successful login, that client's count; without a client (a password reset), the account's. */
    clear(email: string, client?: string): Promise<void>;
    /** What admins see per account with attempts within the last day. */
    attempts(emails: string[]): Promise<Record<string, SignInAttempts>>;
  };
  /** Figures the operator may set (the server's environment; the mocks use the rules' defaults). */
  limits: { bookingRequestsPerClientPerDay: number };
  /** Cached reads of this process (contact data); `forget` after staff change them. */
  cache: {
    remember<T>(key: string, ms: number, load: () => Promise<T>): Promise<T>;
    forget(key: string): void;
  };
  /** Drops every cached public answer and page, on every instance of the server (staff changed what they show). */
  clearPublicCache(): Promise<void> | void;
}

export interface Ctx {
  store: Store;
  services: Services;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Validated by the endpoint's schema; each implementation sees its endpoint's type (Implementations in endpoints.ts). */
  body: unknown;
  upload?: Upload;
  user?: StaffUser;
  token?: string;
  lang: LanguageCode;
  /** The client as throttling tells clients apart (src/contract/rules/loginThrottle.ts throttledClient). */
  client: string;
  /** A request header by its lower-case name. */
  header(name: string): string | undefined;
}

/** What a background job (jobs.ts) runs with: the store and services, without a request. */
export interface JobFaces {
  store: Store;
  services: Services;
  /** The jobs' clock: the real time in production; tests move it forward (the retention job). */
  now?: () => Date;
}

export type Impl = (ctx: Ctx) => unknown;
