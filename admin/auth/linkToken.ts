/**
 * The token of an invitation or reset link. Mails carry it in the fragment (`#token=…`), which the
 * browser never sends, so it reaches no access log or proxy; links of older mails (`?token=…`) still work.
 */
import { useState } from 'react';

export function readLinkToken(location: Pick<Location, 'hash' | 'search'> = window.location): string | undefined {
  return (
    new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ??
    new URLSearchParams(location.search).get('token') ??
    undefined
  );
}

/** Read once: the screen keeps the token while react-router rewrites the address. */
export const useLinkToken = () => useState(() => readLinkToken())[0];
