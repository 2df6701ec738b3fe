/**
 * The way out for mail: nodemailer over SMTP_URL. Requests never come here: they write
 * outbox entries (behaviour/mail/outbox.ts) and the mail.deliver job (behaviour/jobs.ts, run by
 * agenda: jobs.ts) hands each entry to `deliver`, which draws its HTML (api/mail/html.tsx) and sends
 * it. Without SMTP_URL mail stays in the outbox, readable by admins (Verwaltung → Postausgang).
 *
 * A failure is thrown as an error naming only the SMTP code: agenda stores the message as the job's
 * failure reason (admins see it) and the log shows it, while the server's own reply quotes the
 * recipient ("550 <anna@…> rejected").
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Services } from '../../../behaviour/context';
import type { OutboxRow } from '../../../behaviour/mail/outboxRow';
import { mailHtml } from '../../mail/html';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Services['mail'];
  }
}

/** Connection and SMTP timeouts: a mail server that hangs fails the try instead of holding the job. */
const SMTP_TIMEOUT_MS = 20_000;

/** What is safe to keep of a failed send: codes, never the server's words. */
export function smtpFailure(err: unknown): Error {
  const { code, responseCode, command } = (err ?? {}) as { code?: string; responseCode?: number; command?: string };
  const parts = [responseCode ? `SMTP ${responseCode}` : 'SMTP', code, command].filter(Boolean);
  return new Error(parts.join(' '));
}

export default fp<{ smtpUrl?: string; from: string }>(
  async (app, { smtpUrl, from }) => {
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl, {
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
    const messageIdDomain = /@([\w.-]+)/.exec(from)?.[1] ?? 'localhost';
    app.decorate('mail', {
      canSend: !!transport,
      async deliver(entry) {
        if (!transport) throw new Error('SMTP not configured');
        const row = entry as OutboxRow;
        const html = await mailHtml(row.content, row.language);
        try {
          const info = await transport.sendMail({
            // One Message-ID per outbox entry: a resend after a lost acknowledgement is recognisably the same mail.
            messageId: `<${row.id}@${messageIdDomain}>`,
            from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html,
            attachments: row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
            // Attachments are the entry's own text: never a file or URL nodemailer would fetch.
            disableFileAccess: true,
            disableUrlAccess: true,
          });
          app.log.info({ mail: row.id, response: String(info.response ?? '').slice(0, 3) }, 'mail sent');
        } catch (err) {
          throw smtpFailure(err);
        }
      },
    } satisfies Services['mail']);
    if (transport) app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail' },
);
