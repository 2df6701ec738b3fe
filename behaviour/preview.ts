/**
 * Preview links: staff open the draft of a record as the public page, in any
 * language, server-rendered with the site's own layout (api/ssr/preview.ts renders it).
 *
 * The admin sends its login as a bearer header, which a page opened in a new tab cannot carry, so
 * the editor asks for a link: a random token, stored only as its hash, for this record, language
 * and staff member, valid for PREVIEW_TTL_MS. Each view checks again that the link is unexpired
 * and that its staff member is still active with a role that may edit the resource, so a link
 * dies with the account or role. Its page is never cached (Cache-Control: no-store) nor indexed.
 */
import type { LanguageCode } from '../src/contract/common';
import { PREVIEW_PREFIX } from '../src/contract/constants';
import { PreviewToken, type PreviewRead, type VersionedResource } from '../src/contract/entities/editorial';
import { endpoint, type Implementations } from '../src/contract/endpoints';
import { ApiError, serializeAnswer, withoutStaffIdentity } from '../src/contract/http';
import { LOCATION_SLUGS, locationPath, pathTo, type LocationSlug } from '../src/lib/paths';
import type { Ctx, Impl, Services } from './context';
import { asPublished, draftView, mayPublish, PREVIEW_LINKS, withMediaVariants } from './editorial';
import { hidingHeldLanguages } from './translationState';
import type { Row, Store } from './store';

/** Long enough to look at a page and switch its language, short enough that a leaked link is soon worthless. */
export const PREVIEW_TTL_MS = 30 * 60_000;

/** The public page that shows a record, or null if the site shows it on no page of its own. */
export function publicPathOf(resource: VersionedResource, record: Row, lang: LanguageCode): string | null {
  const slug = String(record.slug ?? '');
  if (resource === 'treatments') return pathTo(lang, 'treatments', slug);
  if (resource === 'blog') return pathTo(lang, 'blog', slug);
  if (resource === 'content') {
    const page = String(record.page ?? '');
    if (page === 'home') return pathTo(lang, 'home');
    if (page === 'practice') return pathTo(lang, 'practice');
    if ((LOCATION_SLUGS as readonly string[]).includes(page)) return locationPath(lang, page as LocationSlug);
  }
  return null; // free pages: the site has no route for them yet
}

export async function issuePreviewLink(ctx: Ctx, resource: VersionedResource, id: string, language: LanguageCode) {
  const record = await draftView(ctx.store, resource, id);
  if (!record) throw new ApiError('not_found');
  if (!publicPathOf(resource, record, language)) throw new ApiError('not_found', 'error.notFound');
  const token = ctx.services.tokens.create();
  const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
  await ctx.store.collection(PREVIEW_LINKS).insert({
    id: ctx.services.tokens.hash(token),
    resource,
    recordId: id,
    language,
    userId: ctx.user!.id,
    expiresAt,
  });
  return { url: `${ctx.services.publicUrl}${PREVIEW_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
}

export interface PreviewPage {
  resource: VersionedResource;
  language: LanguageCode;
  /** The public path the preview renders. */
  path: string;
  /** The public read that carries the record, answered with the draft (as the public endpoint would answer it). */
  read: PreviewRead;
}

/**
 * The public endpoint's answer with the draft in place of the live record: the record as it will be
 * once published (visible, its images with their library variants), then the public read path's own
 * steps — held-back languages taken out, no staff identity, the contract's response schema (which
 * drops bookkeeping such as `updatedBy`). So the preview shows exactly what the published page will.
 */
async function previewRead(store: Store, resource: VersionedResource, draft: Row): Promise<PreviewRead> {
  const record = await withMediaVariants(store, asPublished(resource, draft, new Date()));
  let id: 'treatments.bySlug' | 'blog.bySlug' | 'content.list';
  let params: Record<string, string> = {};
  let query: Record<string, string> = {};
  let answer: unknown;
  if (resource === 'content') {
    id = 'content.list';
    query = { page: String(record.page) };
    // The page's other live blocks as content.list reads them (public.ts), this one in its place.
    const others = await store
      .collection('content')
      .find({ page: String(record.page), published: true, id: { $ne: record.id } }, { order: 1 });
    answer = [...others, record].sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  } else {
    id = resource === 'treatments' ? 'treatments.bySlug' : 'blog.bySlug';
    params = { slug: String(record.slug) };
    answer = record;
  }
  const e = endpoint(id);
  const read: Record<string, Impl> = { [id]: async () => answer };
  const shown = await hidingHeldLanguages(read)[id]!({ store } as Ctx);
  return {
    path: e.path.replace(':slug', encodeURIComponent(params.slug ?? '')),
    query,
    body: serializeAnswer(e, withoutStaffIdentity(shown)),
  };
}

/** What a preview link shows, or null if it is unknown, expired, or its staff member may no longer edit. */
export async function openPreview(faces: { store: Store; services: Services }, token: string): Promise<PreviewPage | null> {
  if (!PreviewToken.safeParse({ token }).success) return null;
  const link = await faces.store.collection(PREVIEW_LINKS).get(faces.services.tokens.hash(token));
  if (!link || new Date(link.expiresAt as Date) <= new Date()) return null;
  const resource = link.resource as VersionedResource;
  if (!mayPublish(await faces.store.collection('users').get(String(link.userId)), resource)) return null;
  const record = await draftView(faces.store, resource, String(link.recordId));
  if (!record) return null;
  const language = link.language as LanguageCode;
  const path = publicPathOf(resource, record, language);
  return path ? { resource, language, path, read: await previewRead(faces.store, resource, record) } : null;
}

/** `preview.open`: the same for the site's router (mock mode renders previews in the browser). */
export const previewImpls = {
  'preview.open': async (ctx) => {
    const preview = await openPreview(ctx, ctx.params.token);
    if (!preview) throw new ApiError('not_found');
    return { language: preview.language, path: preview.path, read: preview.read };
  },
} satisfies Partial<Implementations<Ctx>>;
