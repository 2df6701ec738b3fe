/**
 * A plain activation of a link or button: the primary button (or Enter on a focused link) without
 * a modifier, not one that asks the browser for a new tab or window. The site handles those itself
 * (client navigation, a held click); the others stay the browser's.
 */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
