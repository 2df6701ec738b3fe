/**
 * What a load balancer or orchestrator asks each instance, beside the contract's
 * /api/health (a report for people and monitors):
 * - GET /health/live: the process answers at all (restart it when not). Never shed under load:
 *   a busy instance is alive, and restarting it would only move its load to the others.
 * - GET /health/ready: send it traffic? 503 with Retry-After while the database does not answer a
 *   ping, while the instance is shutting down (draining: it finishes what it has, takes nothing
 *   new) and while it sheds load (@fastify/under-pressure answers for it).
 * Both are plain routes, not endpoints of the contract: they are the deployment's, not the
 * product's, and the browser mocks have no instances to take out of rotation.
 */
import fp from 'fastify-plugin';
import { RETRY_AFTER_SECONDS } from './transientWrites';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: {
      /** The instance is shutting down: readiness answers 503 from now on. */
      drain(): void;
      readonly draining: boolean;
    };
  }
}

/** A ping that takes longer than this counts as a database that does not answer. */
const PING_TIMEOUT_MS = 2_000;

export default fp(
  async (app) => {
    let draining = false;
    app.decorate('readiness', {
      drain: () => void (draining = true),
      get draining() {
        return draining;
      },
    });
    app.addHook('onClose', async () => void (draining = true));

    const databaseAnswers = () =>
      Promise.race([
        app.mongo.db.command({ ping: 1 }).then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), PING_TIMEOUT_MS).unref()),
      ]);
    const headers = { 'cache-control': 'no-store' };

    app.get('/health/live', { config: { pressureHandler: () => undefined } }, (_request, reply) =>
      reply.headers(headers).send({ status: 'live' }),
    );
    app.get('/health/ready', async (_request, reply) => {
      const database = (await databaseAnswers()) ? 'up' : 'down';
      const ready = !draining && database === 'up';
      if (!ready) reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.headers(headers).send({ status: ready ? 'ready' : draining ? 'draining' : 'unavailable', database });
    });
  },
  { name: 'health', dependencies: ['mongodb'] },
);
