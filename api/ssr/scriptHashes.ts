/**
 * The page's CSP allows inline scripts by hash (no 'unsafe-inline', no per-request nonce, so pages
 * stay cacheable). Only the scripts the renderer itself emits are hashed: the
 * router's hydration data and bootstrap, and the loader of the page's modules. Hashing every
 * inline script found in the HTML would also allow one that content injected into the page.
 */
import { createHash } from 'node:crypto';

// Data blocks (JSON-LD, a frame-only page's data) are never run, so a CSP does not apply to them.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

const hashOf = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * CSP hash sources for the renderer's own scripts (`own`, their sources as emitted), and the inline
 * scripts of the HTML that are not among them (`foreign`: never allowed, reported so a renderer
 * change that adds a script is noticed rather than silently blocked).
 */
export function ownScriptHashes(html: string, own: readonly string[]): { hashes: string[]; foreign: string[] } {
  const mine = new Set(own.filter(Boolean));
  const foreign = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]!).filter((source) => !mine.has(source));
  return { hashes: [...mine].map(hashOf), foreign };
}
