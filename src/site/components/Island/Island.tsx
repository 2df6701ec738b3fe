/**
 * A part of a page that comes alive on its own. In the app it is just its component. On
 * a page that hydrates only its frame (src/site/frame.tsx), the frame's entry hydrates each island by
 * itself: the wrapper names the island's module (`src/site/components/<name>.island.tsx`, its default
 * export) and carries its props as JSON, so the page's module, the router and the query cache stay
 * out of the browser. The wrapper takes no box (display: contents): the layout is the component's.
 */
import { useId, type ComponentType } from 'react';
import { useIdScope } from '../../common/idScope';
import styles from './Island.module.css';

export interface IslandProps<P extends object> {
  /** The island's module under src/site/components, without `.island.tsx`, e.g. 'OpenNowBadge/LiveOpenNowBadge'. */
  name: string;
  /** The module's default export. */
  component: ComponentType<P>;
  /** Serializable: they travel as JSON in the page. */
  props: P;
  /**
   * When it comes alive on a frame page: with the frame (default), or on the visitor's first focus,
   * press or submit inside it (src/site/common/wakeOnInteraction.ts), for a part whose code is large and
   * whose served markup is all a visitor sees until they use it (a form).
   */
  hydrate?: 'load' | 'interaction';
  /**
   * With `hydrate="interaction"`: served elements elsewhere on the page (a CSS selector) whose click
   * wakes it too, e.g. links that act on it. The click is held and repeated once it is alive.
   */
  wakeOnClickOf?: string;
  /**
   * With `hydrate="interaction"`: a query parameter of the address that makes it come alive with
   * the page, for a part that shows something the address asks for (one cached page serves every
   * address, so only the browser knows).
   */
  wakeWithParam?: string;
}

export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'load',
  wakeOnClickOf,
  wakeWithParam,
}: IslandProps<P>) {
  // The island's ids are numbered in a scope of its own, named by an id of the page's (unique in
  // it), so they are the same where it hydrates alone (src/site/common/idScope.ts).
  const scope = useId();
  const scoped = useIdScope(scope);
  return (
    <div
      data-island={name}
      data-props={JSON.stringify(props)}
      data-ids={scope}
      data-hydrate={hydrate === 'interaction' ? hydrate : undefined}
      data-wake-on-click-of={hydrate === 'interaction' ? wakeOnClickOf : undefined}
      data-wake-with-param={hydrate === 'interaction' ? wakeWithParam : undefined}
      className={styles.island}
    >
      {scoped(<Component {...props} />)}
    </div>
  );
}
