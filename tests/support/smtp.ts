/**
 * A real SMTP server for mail tests (smtp-server), on a loopback port chosen before it listens, so a
 * test can point SMTP_URL at it while it is still down (connections refused) and start it later.
 * Every mail it receives is parsed (mailparser): subject, text, HTML, headers, attachments.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/freePort';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

export async function smtpSink(opts: { delayMs?: number } = {}) {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let server: SMTPServer | null = null;
  const settle = () => {
    for (const w of [...waiters])
      if (received.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  const sink = {
    /** How long the server waits before it confirms a received mail (changeable while it runs). */
    delayMs: opts.delayMs ?? 0,
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves once `count` mails have arrived in all. */
    until: (count: number) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        settle();
      }),
    /** Mails to one address. */
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    async listen() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        async onData(stream, session, done) {
          try {
            const parsed = await simpleParser(stream);
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              parsed,
            });
            settle();
            // A slow mail server: the mail counts as received now, the sender learns of it later.
            if (sink.delayMs) await new Promise((r) => setTimeout(r, sink.delayMs));
            done();
          } catch (err) {
            done(err as Error);
          }
        },
      });
      // A sender that dies mid-session (a killed server instance) resets its connection: not an error of the test.
      server.on('error', () => undefined);
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async close() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  return sink;
}
export type SmtpSink = Awaited<ReturnType<typeof smtpSink>>;
