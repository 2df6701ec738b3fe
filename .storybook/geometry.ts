/**
 * Geometric checks for play functions at a real width: what a visitor would notice —
 * a control cut off at the edge, two controls on top of each other, a bar that scrolls sideways.
 */
import { expect } from 'storybook/test';

const rounded = (r: DOMRect) => `${Math.round(r.left)}..${Math.round(r.right)}`;
const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');

/** The links and buttons a visitor can see inside `root` (closed panels and dialogs excluded). */
export const visibleControls = (root: Element) =>
  [...root.querySelectorAll<HTMLElement>('a, button')].filter((el) => {
    const r = el.getBoundingClientRect();
    return (
      r.width > 0 && r.height > 0 && !el.closest('[hidden], dialog:not([open])') && getComputedStyle(el).visibility !== 'hidden'
    );
  });

/** Every visible control lies fully inside the viewport, none overlaps another, nothing scrolls sideways. */
export async function expectControlsInside(root: Element) {
  const width = document.documentElement.clientWidth;
  const controls = visibleControls(root);
  const outside = controls
    .map((el) => [el, el.getBoundingClientRect()] as const)
    .filter(([, r]) => r.left < 0 || r.right > width || r.top < 0)
    .map(([el, r]) => `${nameOf(el)} ${rounded(r)} (viewport ${width})`);
  await expect(outside).toEqual([]);
  const rows = controls
    .filter((el) => !controls.some((other) => other !== el && other.contains(el)))
    .map((el) => ({ name: nameOf(el), r: el.getBoundingClientRect() }))
    .sort((a, b) => a.r.left - b.r.left);
  const overlaps = rows
    .flatMap((a, i) => rows.slice(i + 1).map((b) => [a, b] as const))
    .filter(
      ([a, b]) =>
        a.r.right > b.r.left + 0.5 && b.r.right > a.r.left + 0.5 && a.r.bottom > b.r.top + 0.5 && b.r.bottom > a.r.top + 0.5,
    )
    .map(([a, b]) => `${a.name} ${rounded(a.r)} × ${b.name} ${rounded(b.r)}`);
  await expect(overlaps).toEqual([]);
  for (const box of [root, ...root.children]) await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

/** The element is fully on the first screen: inside the viewport and above `foldTop` (default: its bottom). */
export async function expectAboveFold(el: Element, foldTop = window.innerHeight) {
  const r = el.getBoundingClientRect();
  await expect(r.top).toBeGreaterThanOrEqual(0);
  await expect(r.bottom).toBeLessThanOrEqual(foldTop);
  await expect(r.left).toBeGreaterThanOrEqual(0);
  await expect(r.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
}
