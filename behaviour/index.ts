/** Every endpoint's implementation, for both adapters (api/routes/runtime.ts, mocks/handlers/runtime.ts). */
import { adminImpls } from './admin';
import { audited } from './audit';
import { authImpls } from './auth';
import { editorialImpls, withVersionedUpdates } from './editorialImpls';
import { inboxImpls } from './inbox';
import { newsletterImpls } from './newsletter';
import { endpointById, type Implementations } from '../src/contract/endpoints';
import type { Ctx, Impl } from './context';
import { previewImpls } from './preview';
import { privacyImpls } from './privacy';
import { publicImpls } from './public';
import { retentionImpls } from './retention/endpoints';
import { withSignInAttempts } from './signInAttempts';
import { translationSaveImpls } from './translationSave';
import { hidingHeldLanguages, translationStateImpls } from './translationState';

/** Each typed by its endpoint's params, query and body (the `satisfies` in each module checks it). */
// inboxImpls after adminImpls: its application update replaces the generic one.
// withVersionedUpdates: the CRUD update of treatments, blog, pages and content keeps a version.
// withSignInAttempts: the users answers show admins the login attempts at each account.
const typed: Partial<Implementations<Ctx>> = withSignInAttempts(
  withVersionedUpdates({
    ...adminImpls,
    ...authImpls,
    // Held-back languages of a record never reach the public answers (translationState.ts).
    ...hidingHeldLanguages(publicImpls),
    ...inboxImpls,
    ...newsletterImpls,
    ...retentionImpls,
    ...privacyImpls,
    ...translationStateImpls,
    ...translationSaveImpls,
    ...editorialImpls,
    ...previewImpls,
  }),
);
/**
 * The table as the adapters index it, by the id of an entry whose parts they have just validated
 * with that entry's schemas: the one place the per-endpoint types are let go. That no entry lacks an
 * implementation is checked at start-up by both adapters and by tests/unit/endpoints.test.ts.
 */
export const implementations = Object.fromEntries(
  Object.entries(typed as unknown as Record<string, Impl>).map(([id, impl]) => {
    const e = endpointById.get(id);
    // Every staff write (and export) is audited here, once for all endpoints and both faces (audit.ts).
    return [id, e ? audited(e, impl) : impl];
  }),
);
