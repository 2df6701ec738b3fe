/**
 * The public origin of canonical URLs, alternates, share images and structured data (headTags.ts,
 * structuredData.ts).
 */
let serverOrigin: string | undefined;
/** The server renderer's origin: the API's PUBLIC_URL (src/site/entry-server.tsx). */
export const setServerOrigin = (origin: string) => {
  serverOrigin = origin.replace(/\/$/, '');
};

/**
 * A site URL fixed at build time, else the server's configured public URL while rendering, else the
 * browser's. In production the last two are the same address (the one visitors use), so server HTML
 * and hydration agree.
 */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_PUBLIC_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  return typeof window === 'undefined' ? (serverOrigin ?? '') : window.location.origin;
}
