/**
 * The pages a newsletter mail links to: confirm a subscription, unsubscribe. The token
 * comes in the address's fragment (never sent to the server, so no log and no page cache holds
 * it); the server renders the page without it, the browser reads it and posts it when the visitor
 * presses the button. Not indexed, not in the sitemap.
 */
import { useEffect, useRef, useState } from 'react';
import {
  NewsletterLinkPanel,
  type NewsletterLinkKind,
  type NewsletterLinkState,
} from '../../components/NewsletterLinkPanel/NewsletterLinkPanel';
import { call } from '../../../lib/api';

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;
/** The link's token from `#token=…`, or null when it has none that could be valid. */
function tokenOfLink(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && TOKEN.test(token) ? token : null;
}

export default function NewsletterLinkPage({ screen }: { screen: { screen: 'newsletterConfirm' | 'newsletterUnsubscribe' } }) {
  const kind: NewsletterLinkKind = screen.screen === 'newsletterConfirm' ? 'confirm' : 'unsubscribe';
  const [state, setState] = useState<NewsletterLinkState>('ready');
  const token = useRef<string | null>(null);
  useEffect(() => {
    // Known only in the browser: the server rendered the question, a link without a token cannot be
    // answered. Another link pasted into the same tab changes only the fragment: it starts afresh.
    const read = (fresh: boolean) => {
      token.current = tokenOfLink();
      if (!token.current) setState('invalid');
      else if (fresh) setState('ready');
    };
    read(false);
    const onHashChange = () => read(true);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [kind]);

  async function act() {
    const body = { token: token.current ?? '' };
    if (!token.current) return setState('invalid');
    setState('working');
    try {
      const { outcome } =
        kind === 'confirm' ? await call('newsletter.confirm', { body }) : await call('newsletter.unsubscribe', { body });
      setState(outcome);
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <NewsletterLinkPanel kind={kind} state={state} onAct={() => void act()} />
    </>
  );
}
