/**
 * A bare Fastify server for bench/bareRoute.ts: one route that answers each recorded page with the
 * very headers and bytes the production server sent for it, and nothing else (no hooks, no plugins).
 * Started as a child process: `node --import tsx bench/bareServer.ts <recording.json> <port>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface Recorded {
  headers: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file!, 'utf8')) as Record<string, Recorded>;
const pages = new Map(
  Object.entries(recorded).map(([path, page]) => [path, { headers: page.headers, body: Buffer.from(page.body, 'base64') }]),
);

const app = Fastify({ logger: false });
app.get('/*', (request, reply) => {
  const page = pages.get(request.url);
  if (!page) return reply.code(404).send();
  return reply.headers(page.headers).send(page.body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
