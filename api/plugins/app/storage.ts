/**
 * File storage in GridFS (bucket "uploads"): CVs and media with their variants. Files are written
 * only after the whole upload was received and checked, so an interrupted upload leaves nothing.
 */
import fp from 'fastify-plugin';
import { createHash, randomUUID } from 'node:crypto';
import { GridFSBucket } from 'mongodb';

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
    const bucket = new GridFSBucket(app.mongo.db, { bucketName: 'uploads' });
    const files = app.mongo.db.collection('uploads.files');
    app.decorate('storage', {
      async put(bytes, { filename, contentType, kind, id }) {
        const fileId = id ?? `${kind}-${randomUUID().replace(/-/g, '').slice(0, 20)}`;
        const etag = createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
        await new Promise<void>((resolve, reject) => {
          const stream = bucket.openUploadStreamWithId(fileId as never, filename, { metadata: { contentType, kind, etag } });
          stream.once('finish', () => resolve());
          stream.once('error', reject);
          stream.end(Buffer.from(bytes));
        });
        return fileId;
      },
      async get(id) {
        const file = await files.findOne({ _id: id as never });
        if (!file) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of bucket.openDownloadStream(id as never)) chunks.push(chunk as Buffer);
        return { bytes: Buffer.concat(chunks), contentType: file.metadata?.contentType ?? 'application/octet-stream', filename: file.filename, etag: file.metadata?.etag ?? id };
      },
      async remove(id) {
        await bucket.delete(id as never).catch(() => undefined);
      },
    });
  },
  { name: 'storage', dependencies: ['mongodb'] },
);
