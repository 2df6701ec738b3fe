/**
 * Brings an element into view and gives it keyboard focus, for what a visitor must see after
 * acting: a form's confirmation, the form a button leads to, the section a link names.
 *
 * focus() alone would scroll too, but as it likes: Chromium centres an element taller than the
 * screen (so a section's heading ends up above the fold, under the fixed header) and cuts short a
 * smooth scroll already running. So focus does not scroll, and one scroll places the element:
 * 'start' honours the page's scroll-padding-top (the fixed header), 'center' keeps a short message
 * clear of the header above and the phone's bottom bar below. The motion follows the page's
 * scroll-behavior, which is instant for visitors who prefer reduced motion.
 *
 * An element that is not focusable by nature (a heading, a section) gets tabindex="-1" first:
 * programmatically focusable, never a Tab stop, and without a focus ring unless the visitor is
 * using the keyboard (global.css draws rings for :focus-visible only).
 */
export function revealAndFocus(
  element: HTMLElement | null | undefined,
  { block = 'start', focus = element }: { block?: ScrollLogicalPosition; focus?: HTMLElement | null } = {},
): void {
  if (!element) return;
  if (focus) {
    if (focus.tabIndex < 0 && !focus.hasAttribute('tabindex')) focus.setAttribute('tabindex', '-1');
    focus.focus({ preventScroll: true });
  }
  element.scrollIntoView({ block, inline: 'nearest' });
}
