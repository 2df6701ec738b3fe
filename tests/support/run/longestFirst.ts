/**
 * Orders the test files of all projects by their recorded duration, longest first, across projects
 * (vitest's own order runs one project after another and knows durations only from this machine's
 * cache, which a fresh clone lacks). Files without a record come first: a new file may be slow.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { durationKey, recordedDurations } from './durations';

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = recordedDurations();
    const seconds = (spec: TestSpecification) =>
      recorded[durationKey(spec.project.name, relative(spec.project.config.root, spec.moduleId))] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => (seconds(a) === seconds(b) ? 0 : seconds(b) > seconds(a) ? 1 : -1));
  }
}
