/**
 * Outgoing mail (invitations, password resets): SMTP through nodemailer when SMTP_URL is set,
 * otherwise the message is written to the `outbox` collection, which admins can read.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { randomUUID } from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { send(to: string, subject: string, text: string): Promise<void> };
  }
}

export default fp<{ smtpUrl?: string; from: string }>(
  async (app, { smtpUrl, from }) => {
    const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    app.decorate('mail', {
      async send(to: string, subject: string, text: string) {
        if (transport) await transport.sendMail({ from, to, subject, text });
        else await app.repos.outbox.insert({ id: `mail-${randomUUID().slice(0, 12)}`, to, subject, text, createdAt: new Date().toISOString() });
      },
    });
  },
  { name: 'mail', dependencies: ['repositories'] },
);
