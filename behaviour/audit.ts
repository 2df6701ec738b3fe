/**
 * The audit log of staff actions, written in ONE place: every implementation of
 * a staff write passes through `audited` (index.ts wraps the whole table), on both faces. An entry
 * says who (login, id, role), what (created, changed, deleted, exported, erased), which record
 * (kind and id) and when (`at`, a Date: the retention job deletes old entries by it), with the
 * NAMES of the fields sent, never their values: the log itself holds no patient's data.
 *
 * Written after the change succeeded (a refused or failed write changed nothing). If the entry
 * cannot be written the request fails loudly rather than leave an unaudited change unnoticed.
 */
import type { Endpoint } from '../src/contract/endpoints';
import type { AuditAction } from '../src/contract/entities/privacy';
import { Reply } from '../src/contract/http';
import type { Ctx, Impl } from './context';
import { newId } from './ids';

/** Reads that hand personal data out of the house are audited like writes. */
const AUDITED_READS: Record<string, AuditAction> = { 'admin.privacy.export': 'exported' };
const ACTION_BY_ID: Record<string, AuditAction> = { 'admin.privacy.erase': 'erased' };

/** What an endpoint's call is in the audit log; null for public calls, a staff member's own session and plain reads. */
export function auditAction(e: Endpoint): AuditAction | null {
  if (e.access === 'public' || e.id.startsWith('auth.')) return null;
  if (AUDITED_READS[e.id]) return AUDITED_READS[e.id]!;
  if (e.method === 'GET') return null;
  if (ACTION_BY_ID[e.id]) return ACTION_BY_ID[e.id]!;
  if (e.id.endsWith('.create')) return 'created';
  if (e.id.endsWith('.delete')) return 'deleted';
  return 'changed';
}

/** Areas that are no admin resource, by endpoint (failed jobs are not the job postings of resource `jobs`). */
const KIND_BY_ID: Record<string, string> = { 'admin.jobs.retry': 'failed-jobs' };
/** The area an endpoint acts on: its admin resource, else the second part of its id (translations, privacy). */
const kindOf = (e: Endpoint) => e.resource ?? KIND_BY_ID[e.id] ?? e.id.split('.')[1] ?? e.id;

const bodyOf = (result: unknown) => (result instanceof Reply ? result.body : result);
const recordIdOf = (ctx: Ctx, result: unknown): string | null => {
  if (typeof ctx.params.id === 'string') return ctx.params.id;
  const id = (bodyOf(result) as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
};

/** Counts an implementation reports for the log (an erasure's receipt, an export's contents), by kind. */
export const AUDIT_COUNTS = Symbol('auditCounts');
type WithCounts = { [AUDIT_COUNTS]?: Record<string, number> };

const countsOf = (result: unknown) => {
  const receipt = bodyOf(result) as { removed?: Record<string, number> } | WithCounts | null;
  if (receipt && typeof receipt === 'object') {
    if (AUDIT_COUNTS in receipt) return receipt[AUDIT_COUNTS];
    if ('removed' in receipt) return receipt.removed;
  }
  return undefined;
};

export function audited(e: Endpoint, impl: Impl): Impl {
  const action = auditAction(e);
  if (!action) return impl;
  return async (ctx) => {
    const result = await impl(ctx);
    const body = ctx.body;
    const counts = countsOf(result);
    await ctx.store.collection('auditLog').insert({
      id: newId('audit'),
      at: new Date(),
      user: ctx.user?.email ?? null,
      userId: ctx.user?.id ?? null,
      role: ctx.user?.role ?? null,
      action,
      kind: kindOf(e),
      recordId: recordIdOf(ctx, result),
      fields: body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort() : [],
      endpoint: e.id,
      ...(counts ? { counts } : {}),
    });
    return result;
  };
}
