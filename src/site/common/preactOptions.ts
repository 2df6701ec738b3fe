/**
 * Preact option hooks of the public site, installed by every place that renders it: the browser
 * entry, the server entry and Storybook (so stories and component tests see what
 * production serves).
 *
 * Libraries written for React pass props that React consumes and Preact would write out as
 * attributes: TanStack Router's <Scripts> and <Asset> mark their tags suppressHydrationWarning,
 * which is no HTML attribute (four validator errors per page). They are dropped where elements are
 * created, so neither the server's HTML nor the browser's DOM carries them.
 */
import { options, type VNode } from 'preact';

const REACT_ONLY_PROPS = ['suppressHydrationWarning'];

let installed = false;

/** Called by each entry before it renders (a function, since package.json marks modules free of side effects). */
export function installPreactOptions() {
  if (installed) return;
  installed = true;
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string' && vnode.props) {
      const props = vnode.props as Record<string, unknown>;
      for (const prop of REACT_ONLY_PROPS) if (prop in props) delete props[prop];
    }
    next?.(vnode);
  };
}
