/**
 * Where the browser keeps the server's markup instead of rendering it (a text or a page's
 * content that never changes in the browser), its links are plain <a> elements. This click handler,
 * for their container, does what SiteLink's router link does on a plain click: the router navigates
 * in the same document. Other clicks (new tab, modifier keys, another target, external, mail, phone
 * and in-page links) stay the browser's.
 */
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { isPlainClick } from '../../common/plainClick';

export function useFollowServedLinks() {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    const plainClick = isPlainClick(event);
    if (!link || !href || event.defaultPrevented || !plainClick || link.target || link.hasAttribute('download')) return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void router.navigate({ href });
  };
}
