/**
 * How long each test file took in a whole run of the suite (tests/durations.json, written by
 * `npm run test:durations` from the last run's reports/test-durations.json). The suite runs its
 * files side by side; starting the longest first keeps one slow file from running alone at the end.
 */
import { existsSync, readFileSync } from 'node:fs';

export const DURATIONS_FILE = 'tests/durations.json';

/** `project:path` of a test file, the path relative to the project's root. */
export const durationKey = (project: string, file: string) => `${project}:${file}`;

export function recordedDurations(): Record<string, number> {
  return existsSync(DURATIONS_FILE) ? (JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>) : {};
}
