/** The admin's conflict view decides per field and language (admin/lib/conflict.ts): what it asks, and what not. */
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { conflictOf, conflictRows } from '../../admin/lib/conflict';

const loaded = {
  id: 'team-1',
  name: 'Dr. A',
  slug: 'dr-a',
  position: { de: 'Zahnärztin', en: 'Dentist', fr: '', es: '', ru: '' },
  languages: ['de'],
  updatedAt: '2026-10-01T08:00:00.000Z',
};

describe('conflict rows', () => {
  it('lists the fields the other save changed where the form differs, per language; lists whole', () => {
    const current = {
      ...loaded,
      position: { ...loaded.position, en: 'Dentist (B)' },
      languages: ['de', 'en'],
      updatedAt: '2026-10-01T09:00:00.000Z',
    };
    const mine = { ...loaded, name: 'Dr. A (mine only)', position: { ...loaded.position, en: 'Dentist (A)' } };
    expect(conflictRows('team', loaded, current, mine)).toEqual([
      { path: 'position.en', field: 'position', language: 'en', mine: 'Dentist (A)', theirs: 'Dentist (B)' },
      { path: 'languages', field: 'languages', mine: ['de'], theirs: ['de', 'en'] },
    ]);
    // The same change on both sides, and bookkeeping: nothing to decide.
    expect(conflictRows('team', loaded, current, { ...current, updatedAt: loaded.updatedAt })).toEqual([]);
  });

  it('reads the current record from a 409 conflict only', () => {
    const body = { code: 'conflict', message: 'error.conflict', current: loaded, savedBy: 'Dr. Anna Berger' };
    expect(conflictOf(new HttpError('error.conflict', 409, body))).toEqual({ current: loaded, savedBy: 'Dr. Anna Berger' });
    expect(conflictOf(new HttpError('error.duplicate', 409, { code: 'duplicate', message: 'error.duplicate' }))).toBeNull();
  });
});
