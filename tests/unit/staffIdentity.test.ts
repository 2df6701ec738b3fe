/** Public answers never name staff; everything else in them arrives unchanged. */
import { describe, expect, it } from 'vitest';
import { Reply, withoutStaffIdentity } from '../../src/contract/http';

describe('withoutStaffIdentity', () => {
  it('drops updatedBy and createdBy at every depth and keeps the rest, dates and binary data included', () => {
    const date = new Date('2026-11-24T10:00:00Z');
    const bytes = new Uint8Array([1, 2, 3]);
    const answer = {
      id: 't1',
      updatedBy: 'redaktion@praxis-dr-berger.de',
      createdBy: 'admin@praxis-dr-berger.de',
      publishedAt: date,
      bytes,
      items: [{ slug: 'veneers', updatedBy: 'redaktion@praxis-dr-berger.de', faq: [{ q: 'Wie lange?', createdBy: 'x' }] }],
    };
    expect(withoutStaffIdentity(answer)).toEqual({
      id: 't1',
      publishedAt: date,
      bytes,
      items: [{ slug: 'veneers', faq: [{ q: 'Wie lange?' }] }],
    });
    expect(withoutStaffIdentity(answer).publishedAt).toBe(date);
    const reply = withoutStaffIdentity(new Reply({ updatedBy: 'x', ok: true }, { status: 201 }));
    expect(reply).toEqual(new Reply({ ok: true }, { status: 201 }));
  });
});
