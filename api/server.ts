/**
 * npm start: the production server. Without MONGODB_URI it starts a local mongod through
 * mongodb-memory-server (data kept in .data/mongo) where mongod can be downloaded, and otherwise
 * exits with a message saying what to set. Shuts down gracefully on SIGTERM/SIGINT.
 */
import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { setupLinkIfNoAdmin } from './routes/auth';

async function localMongo(): Promise<{ uri: string; stop: () => Promise<unknown> }> {
  try {
    const { MongoMemoryServer } = await import('mongodb-memory-server-core');
    mkdirSync('.data/mongo', { recursive: true });
    const server = await MongoMemoryServer.create({ instance: { dbPath: '.data/mongo', storageEngine: 'wiredTiger' } });
    return { uri: server.getUri(), stop: () => server.stop({ doCleanup: false }) };
  } catch (err) {
    console.error(
      `No MONGODB_URI is set and no local mongod could be started (${(err as Error).message}).\n` +
        'Set MONGODB_URI=mongodb://host:27017 (and optionally MONGODB_DB), e.g. eval "$(../shared/mongo/start)"; export MONGODB_URI',
    );
    process.exit(1);
  }
}

async function main() {
  const config = loadConfig();
  const local = config.MONGODB_URI ? null : await localMongo();
  const app = await buildApp(config, { mongoUri: config.MONGODB_URI ?? local!.uri, serveSite: true });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await local?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.HOST, port: config.PORT });
  // Behind a reverse proxy without TRUST_PROXY every visitor has the proxy's address: the whole site
  // shares one rate limit (10 form posts a minute) and the logs one network. Said loudly at start.
  if (!config.TRUST_PROXY && /^(127\.|::1$|localhost$)/.test(config.HOST))
    app.log.warn(
      'TRUST_PROXY is not set: if a reverse proxy forwards to this server, set TRUST_PROXY to its address (README, Production), or every visitor shares one rate limit',
    );
  // First run: nobody can register without a token, so the first admin comes from the seed
  // (SEED_ADMIN_EMAIL/PASSWORD) or from this single-use link, which only the server's operator sees.
  const setupLink = await setupLinkIfNoAdmin(app);
  if (setupLink)
    app.log.warn(`No active admin exists. Create the first admin within 24 hours (the link works once): ${setupLink}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
