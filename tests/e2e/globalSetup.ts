/**
 * Serves the site in mock mode for the e2e project and exposes its URL as `baseUrl`: the mock-mode
 * bundle (`npm run build:mock`: what `npm run dev` serves, site and admin with the mock API, built
 * into dist/mock) under `vite preview`. A page from the dev server is some 430 modules, each
 * transformed on request; the bundle is a dozen files, and the mock-mode files take about half the
 * time. The bundle is built again whenever a file it is built from is newer than it, so a test
 * never runs against older code. tests/e2e/mockMode.test.ts starts the dev server itself once. An
 * already running server can be used with E2E_BASE_URL=http://localhost:5173.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startVite, type ViteServer } from '../support/viteServer';

const BUNDLE = 'dist/mock';
/** What the bundle is built from (node_modules changes with package-lock.json). */
const SOURCES = [
  'src',
  'admin',
  'mocks',
  'content',
  'public',
  'scripts/vite',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];

/** The newest modification time under a path (a file, or every file below a folder). */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** Builds dist/mock unless it is newer than everything it is built from (the admin's build comes last). */
function buildMockBundle() {
  const built = join(BUNDLE, 'admin', 'index.html');
  if (existsSync(built) && statSync(built).mtimeMs > Math.max(...SOURCES.filter(existsSync).map(newest))) return;
  execFileSync('npm', ['run', '--silent', 'build:mock'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
}

export default async function setup(project: TestProject) {
  let server: ViteServer | undefined;
  if (!process.env.E2E_BASE_URL) {
    buildMockBundle();
    server = await startVite(['preview', '--outDir', BUNDLE]);
  }
  project.provide('baseUrl', process.env.E2E_BASE_URL ?? server!.url);
  return () => server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
