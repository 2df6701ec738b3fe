/**
 * A job application with a 4 MB CV sent as a browser on a slow line sends it, for tests that stop
 * servers mid-upload (tests/api/uploadRestart.test.ts, tests/api/loadBalancer.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';

/** A valid application with a 4 MB PDF (the server checks the content: it starts with %PDF-). */
export function applicationBody() {
  const boundary = `----praxis-${randomUUID()}`;
  const fields = {
    firstName: 'Jonas',
    lastName: 'Beispiel',
    email: 'jonas@example.org',
    phone: '+49 151 2345678',
    privacyAccepted: 'true',
  };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="lebenslauf.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const pdf = Buffer.alloc(4 * 1024 * 1024, 0x20);
  pdf.write('%PDF-1.4\n% Lebenslauf Jonas Beispiel\n');
  pdf.write('%%EOF\n', pdf.length - 6);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, pdf, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
    fileSize: pdf.length,
  };
}

/** Resolves when the request can take more, or is gone. */
const drained = (req: ClientRequest) =>
  new Promise<void>((resolve) => {
    const done = () => {
      req.off('drain', done).off('close', done);
      resolve();
    };
    req.on('drain', done).on('close', done);
  });

export interface UploadResult {
  /** HTTP status, when an answer came. */
  status?: number;
  body?: string;
  /** The client's error, when none came (connection reset, socket hang up). */
  error?: string;
  /** When the client had sent the whole body, and when the answer was complete (Date.now()). */
  sentAt?: number;
  answeredAt?: number;
}

/**
 * Sends the application to `port` on 127.0.0.1 as a browser on a slow line does: 64 KB at a time
 * with short pauses. `after` runs once when `atBytes` have been sent; sending goes on afterwards,
 * as it would.
 */
export function upload(
  port: number,
  { atBytes = Infinity, after = () => {}, pauseMs = 5 }: { atBytes?: number; after?: () => void; pauseMs?: number } = {},
): Promise<UploadResult> {
  const { body, contentType } = applicationBody();
  return new Promise((resolve) => {
    let settled = false;
    let sentAt: number | undefined;
    const settle = (r: UploadResult) => {
      if (!settled) resolve({ ...r, sentAt, answeredAt: Date.now() });
      settled = true;
    };
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/jobs/applications',
      headers: { 'Content-Type': contentType, 'Content-Length': body.length, Accept: 'application/json' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d));
      res.on('end', () => settle({ status: res.statusCode, body: text }));
      res.on('error', (err) =>
        settle({ status: res.statusCode, error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}` }),
      );
    });
    req.on('error', (err) => settle({ error: `${(err as NodeJS.ErrnoException).code ?? ''} ${err.message}`.trim() }));
    void (async () => {
      let triggered = false;
      for (let sent = 0; sent < body.length && !req.destroyed && !settled;) {
        const chunk = body.subarray(sent, sent + 64 * 1024);
        sent += chunk.length;
        if (!req.write(chunk)) await drained(req);
        if (!triggered && sent >= atBytes) {
          triggered = true;
          after();
        }
        await new Promise((r) => setTimeout(r, pauseMs));
      }
      if (!req.destroyed) req.end(() => (sentAt = Date.now()));
    })();
  });
}

export const isSuccess = (r: UploadResult) =>
  r.status !== undefined && r.status >= 200 && r.status < 300 && r.error === undefined;
