/**
 * The environment of the compiled server as `npm start` runs it (package.json) on a loopback port,
 * over this process's own: for the benchmarks and tests that start `dist/server/server.js` as a child.
 */
export function productionEnv(server: { port: number; publicUrl: string; mongoUri: string; dbName: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // As `npm start` sets it: glibc's malloc would otherwise keep the memory that zlib and
    // rendering freed on other threads, and the process would only grow.
    MALLOC_MMAP_THRESHOLD_: '131072',
    HOST: '127.0.0.1',
    PORT: String(server.port),
    PUBLIC_URL: server.publicUrl,
    MONGODB_URI: server.mongoUri,
    MONGODB_DB: server.dbName,
  };
}
