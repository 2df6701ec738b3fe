/**
 * npm start: the production server (built to dist/server/server.js by npm run build). It needs a
 * MongoDB (MONGODB_URI) and says so in one line instead of starting without one: a server that
 * quietly ran on a database of its own would take appointment requests nobody ever sees. At start
 * it applies its migrations (indexes, missing baseline records: migrations.ts, via buildApp).
 * Shuts down gracefully on SIGTERM/SIGINT.
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { setupLinkIfNoAdmin } from './plugins/app/services';

async function main() {
  const config = loadConfig();
  if (!config.MONGODB_URI) {
    console.error('MONGODB_URI is not set: set it to the MongoDB server (mongodb://host:27017), see README.md, Production');
    process.exit(1);
  }
  const app = await buildApp(config, { mongoUri: config.MONGODB_URI, serveSite: true });
  const shutdown = async (signal: string) => {
    app.log.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, 'shutting down');
    // Out of rotation first (readiness 503), then close: requests and uploads in flight finish.
    app.readiness.drain();
    if (config.SHUTDOWN_DELAY_MS) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DELAY_MS));
    await app.close();
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
  // First run: nobody can register without a token, so the first admin comes from this single-use
  // link, which only the server's operator sees, or from `npm run seed` with SEED_ADMIN_EMAIL/PASSWORD.
  const setupLink = await setupLinkIfNoAdmin(app);
  if (setupLink)
    app.log.warn(
      `No active admin exists. Create the first admin within 24 hours (the link works once): ${setupLink} ` +
        '(or run `npm run seed` with SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD set; README.md, Production)',
    );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
