/**
 * The server side of previews (behaviour/preview.ts issues and checks the links
 * and computes the draft's public answer). A preview renders the public page of a record with the
 * draft's answer in place of the one read that carries that record, while a preview render runs
 * (AsyncLocalStorage: concurrent public renders see the API as it is), and the HTML goes out
 * without the site's scripts (the browser app would read the live record again) and with noindex.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PreviewPage } from '../../behaviour/preview';
import { withPreviewAnswer } from '../../src/contract/previewAnswer';

export const previewOverlay = new AsyncLocalStorage<PreviewPage>();

export const withPreviewOverlay = (transport: typeof fetch): typeof fetch =>
  withPreviewAnswer(transport, () => previewOverlay.getStore()?.read);

/** The rendered page as a preview: no scripts (no hydration over the draft), not for search engines. */
export const previewHtml = (html: string) =>
  html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace('<head>', '<head><meta name="robots" content="noindex, nofollow">');
