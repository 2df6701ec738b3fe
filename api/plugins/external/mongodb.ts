/**
 * The official MongoDB driver. The client reconnects by itself when the database comes back;
 * while it is away, requests fail fast (server selection 3 s) and answer 503.
 */
import fp from 'fastify-plugin';
import { MongoClient, type Db } from 'mongodb';

declare module 'fastify' {
  interface FastifyInstance {
    mongo: { client: MongoClient; db: Db };
  }
}

export default fp<{ uri: string; dbName: string }>(
  async (app, { uri, dbName }) => {
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: 3_000,
      connectTimeoutMS: 3_000,
      maxPoolSize: 50,
      appName: 'praxis-api',
    });
    await client.connect();
    app.decorate('mongo', { client, db: client.db(dbName) });
    app.addHook('onClose', async () => {
      await client.close();
    });
  },
  { name: 'mongodb' },
);
