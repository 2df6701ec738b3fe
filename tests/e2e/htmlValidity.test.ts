/**
 * The sampled pages of the page-weight budgets (home, a treatment, contact, team, booking, careers, a blog post; in
 * German and English) are valid HTML: zero errors from the W3C Nu HTML checker (vnu-jar, which
 * needs Java 17: `npm test` installs Debian's default-jre-headless when it is missing), on the
 * production build served by Fastify on MongoDB with the demo practice. The checker also reads the
 * inline styles, so the site's CSS is held to it too.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import vnuJarPath from 'vnu-jar';
import { describe, expect, productionTest } from '../support/e2e';

const it = productionTest('html-validity');

const SAMPLED_PAGES = [
  '/de',
  '/de/behandlungen/implantologie',
  '/de/kontakt',
  '/de/team',
  '/de/termin',
  '/de/karriere',
  '/de/blog/zahnnotfall-was-tun',
  '/en',
  '/en/treatments/implantologie',
  '/en/contact',
  '/en/team',
  '/en/appointment',
  '/en/careers',
  '/en/blog/zahnnotfall-was-tun',
];

const vnuJar = String(vnuJarPath);
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin/java') : 'java';

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors for the files (one JVM for all: it takes several seconds to start). */
async function nuErrors(files: string[]): Promise<NuMessage[]> {
  // The checker exits 1 when it found errors; its JSON report is on stderr either way.
  const run = await promisify(execFile)(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((failed: { stderr?: string; code?: number }) => {
    if (failed.code !== 1 || !failed.stderr) throw failed;
    return { stderr: failed.stderr };
  });
  return (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
}

describe('HTML validity of the sampled pages', () => {
  it('has zero errors from the W3C Nu HTML checker', { timeout: 240_000 }, async ({ baseUrl }) => {
    const dir = await mkdtemp(join(tmpdir(), 'nu-'));
    try {
      const files = await Promise.all(
        SAMPLED_PAGES.map(async (path) => {
          const res = await fetch(`${baseUrl}${path}`);
          expect(res.status, path).toBe(200);
          const file = join(dir, `${path.slice(1).replaceAll('/', '_')}.html`);
          await writeFile(file, await res.text());
          return file;
        }),
      );
      const errors = (await nuErrors(files)).map(
        (m) =>
          `${m.url.replace(/^.*\//, '')}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` (${m.extract.slice(0, 80)})` : ''}`,
      );
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
