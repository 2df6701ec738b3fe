/**
 * Restarts during an upload: the production server (`api/server.ts` in a child process, as
 * `npm start` runs it) stops while a 4 MB CV is still arriving. Killed (a crash), the applicant's
 * browser gets an error, never a success; stopped gracefully (SIGTERM, a deploy), the answer is
 * truthful: an error with nothing stored, or a 201 with the whole application stored. In no case is
 * anything half-written left: no application record, no GridFS file, no orphaned chunk (what a
 * crash in the middle of writing the file leaves is removed at the next start). After the restart
 * the same application goes through and is stored with its complete file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Binary, MongoClient, ObjectId, type Db } from 'mongodb';
import { seedDatabase } from '../../api/seed';
import { freePort } from '../../scripts/freePort';
import { practiceImages, practiceInfo, seedCollections } from '../../content/demo';
import { applicationBody, isSuccess, upload as uploadTo, type UploadResult } from '../support/slowUpload';

const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017';
const dbName = `test_upload_restart_${process.pid}_${Date.now()}`;
let client: MongoClient;
let db: Db;
let port: number;
let server: ChildProcess | undefined;
let serverOutput = '';

/** `npm start`'s server on its own database; resolves once it answers its health check. */
async function startServer() {
  serverOutput = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MONGODB_URI: uri,
      MONGODB_DB: dbName,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FORM_PER_MIN: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (serverOutput += d));
  child.stderr!.on('data', (d: Buffer) => (serverOutput += d));
  server = child;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${serverOutput}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${serverOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.signalCode ?? child.exitCode);
    child.once('exit', (code, signal) => resolve(signal ?? code));
  });

beforeAll(async () => {
  client = await new MongoClient(uri).connect();
  db = client.db(dbName);
  await seedDatabase(db, { collections: seedCollections() as never, practiceInfo, practiceImages });
  port = await freePort();
  await startServer();
});
afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGKILL');
    await exited(server);
  }
  await db?.dropDatabase();
  await client?.close();
});

/** The application, sent slowly to the server under test (tests/support/slowUpload.ts). */
const upload = (options?: Parameters<typeof uploadTo>[1]): Promise<UploadResult> => uploadTo(port, options);

/** What the database holds of applications and uploaded files. */
async function stored() {
  return {
    applications: await db.collection('applications').countDocuments(),
    files: await db.collection('uploads.files').countDocuments(),
    chunks: await db.collection('uploads.chunks').countDocuments(),
  };
}

describe('server restart during an upload', () => {
  it('killed mid-upload: the client gets an error, nothing is stored, and after the restart the upload succeeds', async () => {
    const before = await stored();
    const killed = server!;
    const result = await upload({ atBytes: 1024 * 1024, after: () => killed.kill('SIGKILL') });
    expect(await exited(killed)).toBe('SIGKILL');
    expect(isSuccess(result), JSON.stringify(result)).toBe(false);
    expect(result.error ?? `HTTP ${result.status}`).toMatch(/ECONNRESET|EPIPE|socket hang up|HTTP [45]\d\d/);

    await startServer();
    expect(await stored()).toEqual(before);

    const again = await upload({ pauseMs: 0 });
    expect(again.status, JSON.stringify(again)).toBe(201);
    const id = (JSON.parse(again.body!) as { data: { id: string } }).data.id;
    const application = await db.collection('applications').findOne({ _id: id as never });
    // Stored under the name the server makes, never the applicant's.
    const cvName = expect.stringMatching(/^Bewerbung-Beispiel-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(application).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Beispiel',
      status: 'new',
      cv: { filename: cvName, contentType: 'application/pdf' },
    });
    const file = await db.collection('uploads.files').findOne({ _id: application!.cv.fileId });
    const { fileSize } = applicationBody();
    expect(file).toMatchObject({ length: fileSize, filename: cvName });
    const chunks = await db.collection('uploads.chunks').countDocuments({ files_id: application!.cv.fileId });
    expect(chunks).toBe(Math.ceil(fileSize / file!.chunkSize));
    expect(await stored()).toEqual({
      applications: before.applications + 1,
      files: before.files + 1,
      chunks: before.chunks + chunks,
    });
  }, 180_000);

  it('stopped gracefully mid-upload: the answer is truthful and nothing is half-written; after the restart uploads work', async () => {
    const before = await stored();
    const stopping = server!;
    const result = await upload({ atBytes: 1024 * 1024, after: () => stopping.kill('SIGTERM') });
    await exited(stopping);
    await startServer();
    const after = await stored();
    if (isSuccess(result)) {
      // The server finished what it had accepted before stopping: then all of it is stored.
      expect(result.status).toBe(201);
      const id = (JSON.parse(result.body!) as { data: { id: string } }).data.id;
      const application = await db.collection('applications').findOne({ _id: id as never });
      expect(await db.collection('uploads.files').findOne({ _id: application!.cv.fileId })).toMatchObject({
        length: applicationBody().fileSize,
      });
      expect(after.applications).toBe(before.applications + 1);
      expect(after.files).toBe(before.files + 1);
    } else {
      expect(after).toEqual(before);
    }
    // No chunk without its file.
    const fileIds = (
      await db
        .collection('uploads.files')
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((f) => f._id);
    expect(await db.collection('uploads.chunks').countDocuments({ files_id: { $nin: fileIds } })).toBe(0);

    const again = await upload({ pauseMs: 0 });
    expect(again.status, JSON.stringify(again)).toBe(201);
  }, 180_000);

  it('killed while the file was being written: the next start removes what the crash left, and only that', async () => {
    // Killing the server in the few milliseconds of the GridFS write happens in some runs only;
    // here the database holds exactly what such a crash leaves, written directly.
    const victim = server!;
    victim.kill('SIGKILL');
    await exited(victim);
    const minutesAgo = (m: number) => Date.now() - m * 60_000;
    // An ObjectId made at a given time, as the driver makes a chunk's id when writing it.
    const madeAt = (ms: number) =>
      new ObjectId(
        Math.floor(ms / 1000)
          .toString(16)
          .padStart(8, '0') + randomBytes(8).toString('hex'),
      );
    const chunk = (fileId: string, n: number, ms: number) => ({
      _id: madeAt(ms),
      files_id: fileId,
      n,
      data: new Binary(Buffer.alloc(1024, 0x20)),
    });
    const chunks = db.collection('uploads.chunks');
    const files = db.collection('uploads.files');
    // Cut short while writing: chunks, but no files document (GridFS writes that last).
    await chunks.insertMany([0, 1, 2].map((n) => chunk('cv-cutshort00000000000', n, minutesAgo(5))));
    // Cut short between the CV and its application: a complete file that no application names.
    await files.insertOne({
      _id: 'cv-unclaimed0000000000' as never,
      length: 1024,
      chunkSize: 261_120,
      uploadDate: new Date(minutesAgo(5)),
      filename: 'lebenslauf.pdf',
      metadata: { contentType: 'application/pdf', kind: 'cv', etag: 'unclaimed' },
    });
    await chunks.insertOne(chunk('cv-unclaimed0000000000', 0, minutesAgo(5)));
    // Another instance writing right now: left alone.
    await chunks.insertOne(chunk('cv-inprogress000000000', 0, Date.now()));
    const applications = await db
      .collection('applications')
      .find({}, { projection: { cv: 1 } })
      .toArray();

    await startServer();
    const remains = async () => ({
      cutShort: await chunks.countDocuments({ files_id: 'cv-cutshort00000000000' }),
      unclaimed:
        (await files.countDocuments({ _id: 'cv-unclaimed0000000000' as never })) +
        (await chunks.countDocuments({ files_id: 'cv-unclaimed0000000000' })),
    });
    await expect.poll(remains, { timeout: 30_000, interval: 250 }).toEqual({ cutShort: 0, unclaimed: 0 });
    expect(await chunks.countDocuments({ files_id: 'cv-inprogress000000000' })).toBe(1);
    // Every stored application still has its CV.
    expect(applications.length).toBeGreaterThan(0);
    for (const a of applications) expect(await files.countDocuments({ _id: a.cv.fileId })).toBe(1);
  }, 180_000);
});
