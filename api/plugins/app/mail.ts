/**
 * Outgoing mail (invitations, password resets). A request only queues a message (`app.mail.queue`):
 * sending inside the request made forgot-password an account oracle (a known address with SMTP down
 * answered 500, an unknown one 200) and made its time depend on the mail server.
 *
 * - Without SMTP_URL the message goes to the `outbox` collection, which admins read (Verwaltung →
 *   Postausgang); it holds live reset and invitation links, so entries expire after OUTBOX_DAYS.
 * - With SMTP_URL it goes to the `mailQueue` collection; a background sender claims due messages
 *   (a lease, so several instances never send one twice), sends them through nodemailer and retries
 *   a failure with growing delays; a message that never goes out is dropped after MAX_ATTEMPTS.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Stores a message for delivery; never talks to the mail server. */
      queue(to: string, subject: string, text: string): Promise<void>;
      /** Sends every due queued message now (the background sender calls this; tests may too). */
      deliverDue(): Promise<void>;
    };
  }
}

export const OUTBOX_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/** How long a claimed message is reserved for the sender that claimed it. */
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 8;
/** Delay before the n-th retry: 30 s, 1 min, 2 min … up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

export default fp<{ smtpUrl?: string; from: string; pollMs?: number }>(
  async (app, { smtpUrl, from, pollMs = 15_000 }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    const mailQueue = app.mongo.db.collection('mailQueue');
    let running: Promise<void> | null = null;
    let closed = false;

    async function deliverOne(): Promise<boolean> {
      const now = new Date();
      const msg = await mailQueue.findOneAndUpdate(
        { nextAttemptAt: { $lte: now }, failed: { $ne: true } },
        { $set: { nextAttemptAt: new Date(now.getTime() + LEASE_MS) }, $inc: { attempts: 1 } },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      );
      if (!msg) return false;
      try {
        await transport!.sendMail({ from, to: String(msg.to), subject: String(msg.subject), text: String(msg.text) });
        await mailQueue.deleteOne({ _id: msg._id });
      } catch (err) {
        const attempts = Number(msg.attempts);
        const failed = attempts >= MAX_ATTEMPTS;
        // The id and the SMTP codes only: recipient and text (a live link) stay out of the log, and so
        // does the error's message, which quotes the mail server's reply ("550 <anna@…> rejected").
        const { code, responseCode, command } = err as { code?: string; responseCode?: number; command?: string };
        app.log[failed ? 'error' : 'warn'](
          { mail: String(msg._id), attempts, code, responseCode, command },
          failed ? 'mail dropped' : 'mail delayed',
        );
        await mailQueue.updateOne(
          { _id: msg._id },
          { $set: failed ? { failed: true } : { nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) } },
        );
      }
      return true;
    }

    const deliverDue = () =>
      (running ??= (async () => {
        try {
          while (!closed && (await deliverOne()));
        } catch (err) {
          app.log.warn({ err: (err as Error).message }, 'mail queue not reachable');
        } finally {
          running = null;
        }
      })());

    app.decorate('mail', {
      async queue(to: string, subject: string, text: string) {
        const now = new Date();
        const id = `mail-${randomUUID().slice(0, 12)}`;
        if (!transport) {
          await app.repos.outbox.insert({
            id,
            to,
            subject,
            text,
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + OUTBOX_DAYS * DAY_MS),
          });
          return;
        }
        await mailQueue.insertOne({
          _id: id as never,
          to,
          subject,
          text,
          attempts: 0,
          nextAttemptAt: now,
          createdAt: now,
          expiresAt: new Date(now.getTime() + 7 * DAY_MS),
        });
        setImmediate(() => void deliverDue()); // soon, but never inside the request
      },
      deliverDue: async () => {
        if (transport) await deliverDue();
      },
    });

    if (transport) {
      const timer = setInterval(() => void deliverDue(), pollMs);
      timer.unref();
      app.addHook('onClose', async () => {
        closed = true;
        clearInterval(timer);
        await running;
        transport.close();
      });
    }
  },
  { name: 'mail', dependencies: ['repositories'] },
);
