/**
 * Ends every vitest run with what it cost: each project's wall time (first file started to last file
 * finished; projects run side by side, so these overlap) and the ten slowest files, so a slow new
 * test shows in the session that adds it. Writes each file's seconds to reports/test-durations.json
 * (git-ignored; a run of some files updates theirs and keeps the others'); `npm run test:durations`
 * copies it to tests/durations.json, which orders the next runs longest first (longestFirst.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { durationKey } from './durations';

const LAST_RUN = 'reports/test-durations.json';

interface Span {
  project: string;
  file: string;
  start: number;
  end?: number;
}

export default class TimeReport implements Reporter {
  private readonly spans = new Map<string, Span>();
  private runStart = performance.now();

  onTestRunStart() {
    this.runStart = performance.now();
    this.spans.clear();
  }

  onTestModuleStart(module: TestModule) {
    this.spans.set(module.id, {
      project: module.project.name,
      file: relative(process.cwd(), module.moduleId),
      start: performance.now(),
    });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.id);
    if (span) span.end = performance.now();
  }

  onTestRunEnd() {
    const done = [...this.spans.values()].filter((s): s is Required<Span> => s.end !== undefined);
    if (!done.length) return;
    const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);
    const projects = new Map<string, { start: number; end: number; files: number; busy: number }>();
    for (const s of done) {
      const p = projects.get(s.project) ?? { start: s.start, end: s.end, files: 0, busy: 0 };
      p.start = Math.min(p.start, s.start);
      p.end = Math.max(p.end, s.end);
      p.files += 1;
      p.busy += s.end - s.start;
      projects.set(s.project, p);
    }
    const lines = ['', ' Time per project (wall from its first file to its last; sum of its files; when its first file began):'];
    for (const [name, p] of [...projects].sort((a, b) => b[1].end - b[1].start - (a[1].end - a[1].start)))
      lines.push(
        `   ${name.padEnd(20)} ${seconds(p.end - p.start)} s wall ${seconds(p.busy)} s in files  ${String(p.files).padStart(3)} files  from ${seconds(p.start - this.runStart).trim()} s`,
      );
    lines.push(`   ${'all'.padEnd(20)} ${seconds(performance.now() - this.runStart)} s wall`);
    lines.push('', ' Ten slowest files:');
    const slowest = [...done].sort((a, b) => b.end - b.start - (a.end - a.start));
    for (const s of slowest.slice(0, 10)) lines.push(`   ${seconds(s.end - s.start)} s  ${s.project.padEnd(20)} ${s.file}`);
    console.log(lines.join('\n') + '\n');

    // A run of some files updates their figures and keeps the others'.
    const table: Record<string, number> = existsSync(LAST_RUN) ? JSON.parse(readFileSync(LAST_RUN, 'utf8')) : {};
    for (const s of done) table[durationKey(s.project, s.file)] = Math.round((s.end - s.start) / 100) / 10;
    const sorted = Object.fromEntries(Object.entries(table).sort(([a], [b]) => (a < b ? -1 : 1)));
    mkdirSync('reports', { recursive: true });
    writeFileSync(LAST_RUN, JSON.stringify(sorted, null, 2) + '\n');
  }
}
