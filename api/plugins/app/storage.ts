/**
 * File storage in GridFS (bucket "uploads"): CVs and media with their variants. Files are written
 * only after the whole upload was received and checked, so an interrupted upload leaves nothing.
 * A crash while a file is being written (GridFS writes its chunks first and its files document
 * last) or between the CV and its application record leaves data nobody can reach; the sweep below
 * removes it at start-up and every hour (tests/api/uploadRestart.test.ts).
 */
import fp from 'fastify-plugin';
import { createHash, randomUUID } from 'node:crypto';
import { GridFSBucket, ObjectId, type Db, type GridFSFile } from 'mongodb';

/** Writes younger than this may still be going on (in this or another instance): left alone. */
export const ORPHAN_GRACE_MS = 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/** The files here are named by strings (cv-…, media-…: the ids their records hold). */
type NamedFile = Omit<GridFSFile, '_id'> & { _id: string };
/**
 * A file's name as GridFS's methods take it: their types name only ObjectId, yet GridFS keeps and
 * finds a file under any _id, and these files are named by strings.
 */
const gridId = (id: string) => id as unknown as ObjectId;

/**
 * Removes what interrupted writes left: chunks whose file was never completed, and CVs whose
 * application was never stored (personal data without a purpose). Returns what it removed.
 */
export async function sweepOrphanedUploads(db: Db, now = Date.now()): Promise<{ chunksOf: unknown[]; cvs: unknown[] }> {
  const bucket = new GridFSBucket(db, { bucketName: 'uploads' });
  const files = db.collection('uploads.files');
  const chunks = db.collection('uploads.chunks');
  const cutoff = now - ORPHAN_GRACE_MS;
  // Chunk ids are ObjectIds made when the chunk was written: their time says how old the write is.
  const written = await chunks.distinct('files_id', { _id: { $lt: ObjectId.createFromTime(Math.floor(cutoff / 1000)) } });
  const complete = new Set((await files.distinct('_id', { _id: { $in: written } })).map(String));
  const chunksOf = written.filter((id) => !complete.has(String(id)));
  if (chunksOf.length) await chunks.deleteMany({ files_id: { $in: chunksOf } });

  const oldCvs = (
    await files.find({ 'metadata.kind': 'cv', uploadDate: { $lt: new Date(cutoff) } }, { projection: { _id: 1 } }).toArray()
  ).map((f) => f._id);
  const referenced = new Set(
    (await db.collection('applications').distinct('cv.fileId', { 'cv.fileId': { $in: oldCvs } })).map(String),
  );
  const cvs = oldCvs.filter((id) => !referenced.has(String(id)));
  for (const id of cvs) await bucket.delete(id).catch(() => undefined);
  return { chunksOf, cvs };
}

export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
  filename: string;
  etag: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: {
      put(bytes: Uint8Array, meta: { filename: string; contentType: string; kind: 'cv' | 'media'; id?: string }): Promise<string>;
      get(id: string): Promise<StoredBlob | null>;
      remove(id: string): Promise<void>;
    };
  }
}

export default fp(
  async (app) => {
    const sweep = () =>
      sweepOrphanedUploads(app.mongo.db).then(
        (removed) =>
          (removed.chunksOf.length || removed.cvs.length) && app.log.warn(removed, 'removed the remains of interrupted uploads'),
        (err: unknown) => app.log.warn({ err }, 'sweeping interrupted uploads failed; next try in an hour'),
      );
    // Not awaited: start-up does not wait for it, and a database outage only postpones it.
    app.addHook('onReady', async () => void sweep());
    const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    app.addHook('onClose', async () => clearInterval(timer));

    const bucket = new GridFSBucket(app.mongo.db, { bucketName: 'uploads' });
    const files = app.mongo.db.collection<NamedFile>('uploads.files');
    app.decorate('storage', {
      async put(bytes, { filename, contentType, kind, id }) {
        const fileId = id ?? `${kind}-${randomUUID().replace(/-/g, '').slice(0, 20)}`;
        const etag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
        await new Promise<void>((resolve, reject) => {
          const stream = bucket.openUploadStreamWithId(gridId(fileId), filename, { metadata: { contentType, kind, etag } });
          stream.once('finish', () => resolve());
          stream.once('error', reject);
          stream.end(Buffer.from(bytes));
        });
        return fileId;
      },
      async get(id) {
        const file = await files.findOne({ _id: id });
        if (!file) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of bucket.openDownloadStream(gridId(id))) chunks.push(chunk as Buffer);
        return {
          bytes: Buffer.concat(chunks),
          contentType: file.metadata?.contentType ?? 'application/octet-stream',
          filename: file.filename,
          etag: file.metadata?.etag ?? id,
        };
      },
      async remove(id) {
        await bucket.delete(gridId(id)).catch(() => undefined);
      },
    });
  },
  { name: 'storage', dependencies: ['mongodb'] },
);
