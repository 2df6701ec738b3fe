/**
 * Mail is queued, never sent inside a request (issue 15, item 11): with SMTP configured but down,
 * forgot-password answered 500 for an existing address and 200 for an unknown one, an account
 * oracle. A real SMTP server (smtp-server) receives what the background sender delivers.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { api, login } from '../contract/target';
import { startHarness, type Harness } from './harness';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function smtpServer(port: number) {
  const received: { to: string[]; data: string }[] = [];
  let arrived: () => void = () => undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        // The text is quoted-printable (umlauts): soft line breaks and "=3D" back to what was written.
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: data.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
        });
        arrived();
        done();
      });
    },
  });
  return {
    received,
    next: () => new Promise<void>((resolve) => (arrived = resolve)),
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

let h: Harness | undefined;
let smtp: ReturnType<typeof smtpServer> | undefined;
afterEach(async () => {
  await h?.close();
  await smtp?.close();
  h = smtp = undefined;
});
afterAll(async () => {
  await h?.close();
});

describe('mail queue', () => {
  it('answers forgot-password alike for known and unknown addresses while the mail server is down, and delivers once it is up', async () => {
    const port = await freePort(); // nothing listens there yet: connections are refused
    h = await startHarness('mailqueue', { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const known = await api(h.target, 'POST', '/api/auth/forgot-password', {
      body: { email: h.target.credentials.editor.email },
    });
    const unknown = await api(h.target, 'POST', '/api/auth/forgot-password', { body: { email: 'niemand@example.org' } });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(unknown.json).toEqual(known.json);
    // Both did the same database work: a reset token each; only the real account's mail is queued.
    expect(await h.db.collection('tokens').countDocuments({ kind: 'reset' })).toBe(2);
    await h.app.mail.deliverDue();
    const queued = await h.db.collection('mailQueue').find().toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: h.target.credentials.editor.email, attempts: 1 });
    expect(queued[0].nextAttemptAt.getTime()).toBeGreaterThan(Date.now()); // retried later, with backoff
    expect(await h.db.collection('outbox').countDocuments()).toBe(0);

    // The mail server comes back; the retry is due: the mail arrives, and leaves the queue.
    smtp = smtpServer(port);
    await smtp.listen();
    const arrived = smtp.next();
    await h.db.collection('mailQueue').updateMany({}, { $set: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await h.app.mail.deliverDue();
    await arrived;
    expect(smtp.received[0].to).toEqual([h.target.credentials.editor.email]);
    expect(smtp.received[0].data).toMatch(/\/admin\/reset-password#token=[A-Za-z0-9_-]+/);
    expect(await h.db.collection('mailQueue').countDocuments()).toBe(0);
  });

  it('sends invitations through the queue without waiting for the request', async () => {
    const port = await freePort();
    smtp = smtpServer(port);
    await smtp.listen();
    h = await startHarness('mailqueue', { SMTP_URL: `smtp://127.0.0.1:${port}` });
    const arrived = smtp.next();
    const admin = await login(h.target, 'admin');
    const invited = await api(h.target, 'POST', '/api/v1/admin/users', {
      token: admin,
      body: { email: 'Neu@Example.org', name: 'Neue Kollegin', role: 'editor' },
    });
    expect(invited.status).toBe(201);
    await arrived; // the background sender picks it up by itself
    expect(smtp.received[0].to).toEqual(['neu@example.org']);
    expect(smtp.received[0].data).toMatch(/\/admin\/register#token=/);
  });
});
