/**
 * A free loopback port, known before a server starts: for a server whose public URL must name its
 * port (the test harness, a child process in tests and benchmarks).
 */
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
