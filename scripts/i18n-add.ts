/**
 * Adds UI strings to the five catalogues in one step, so no language is forgotten:
 *   npx tsx scripts/i18n-add.ts strings.json
 * where strings.json is { "header.menu": { "de": "…", "en": "…", "fr": "…", "es": "…", "ru": "…" } }.
 * Existing ids are overwritten; the catalogues stay sorted. Takes a lock file, so several people
 * (or helper sessions) can add strings at the same time without losing each other's.
 */
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { LANGUAGES } from '../src/contract/common';

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx scripts/i18n-add.ts strings.json');
const additions = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
for (const [id, texts] of Object.entries(additions)) {
  const missing = LANGUAGES.filter((l) => typeof texts[l] !== 'string' || !texts[l].trim());
  if (missing.length) throw new Error(`${id}: missing ${missing.join(', ')}`);
}

const lock = new URL('../src/i18n/messages/.lock', import.meta.url);
for (let tries = 0; ; tries++) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (tries > 200) throw new Error('src/i18n/messages/.lock is held; remove it if no one is adding strings');
    await sleep(50);
  }
}
try {
  for (const lang of LANGUAGES) {
    const path = new URL(`../src/i18n/messages/${lang}.json`, import.meta.url);
    const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    for (const [id, texts] of Object.entries(additions)) catalogue[id] = texts[lang];
    const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  console.log(`added ${Object.keys(additions).length} strings in ${LANGUAGES.length} languages`);
} finally {
  rmSync(lock, { force: true });
}
