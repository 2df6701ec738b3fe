/**
 * Brings a served part of the page to life on the visitor's first use of it instead of with the
 * page (a form's code, react-hook-form and the form's fields, is a third of a page's
 * JavaScript, and a visitor reading the page never needs it). The first focus, pointer press or
 * submit inside the element starts `wake` (load and hydrate it); meanwhile:
 * - a submit is held back and repeated once the part is alive: the served form has no handler, and
 *   the browser's own submit would put the typed personal data into the page's URL;
 * - a click on one of the served elements elsewhere that act on it (`clicksOf`, a CSS selector,
 *   e.g. 'Jetzt bewerben' links for the application form) wakes it too, and is held and repeated
 *   once it is alive, so its own listener handles it as if it had been alive all along;
 * - what the visitor typed, chose or attached before it came alive is put back afterwards, with
 *   the events a change makes, so the live form knows it (react-hook-form resets its fields to
 *   their default values when it registers them).
 *
 * Its code may fail to arrive (the line drops, or a new release has replaced the page's chunks).
 * Then nothing the visitor did may vanish without a word: a held submit shows `failureText` as an
 * alert at the end of the form, the typed fields stay as they are, and the next use tries again;
 * a held click does what the served link does without a script (the apply link jumps to the form).
 */
import { isPlainClick } from './plainClick';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const TRIGGERS = ['focusin', 'pointerdown', 'submit'] as const;

/** Puts back what a field holds now; null when it holds what the server sent. */
function restorer(field: Field): (() => void) | null {
  if (field instanceof HTMLSelectElement) {
    const value = field.value;
    return [...field.options].some((option) => option.selected !== option.defaultSelected) ? () => (field.value = value) : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = field.checked;
    return checked !== field.defaultChecked ? () => (field.checked = checked) : null;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') {
    const files = field.files;
    return files?.length ? () => (field.files = files) : null;
  }
  const value = field.value;
  return value !== field.defaultValue ? () => (field.value = value) : null;
}

/** The fields the visitor changed, each with the way to put its content back. */
const changedFields = (root: HTMLElement) =>
  [...root.querySelectorAll<Field>('input, textarea, select')].flatMap((field) => {
    const restore = restorer(field);
    return restore ? [{ field, restore }] : [];
  });

/** The alert a form shows when its code could not be loaded: one per form, said again on each failure. */
function tellFailure(form: HTMLFormElement, text: string) {
  let alert = form.querySelector<HTMLElement>(':scope > [data-load-failed]');
  if (!alert) {
    alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.dataset.loadFailed = '';
    alert.className = 'load-failed';
    form.append(alert);
  }
  // Emptied first, so a screen reader announces the same text again.
  alert.textContent = '';
  requestAnimationFrame(() => (alert.textContent = text));
}

export interface WakeOptions {
  /** CSS selector of served elements elsewhere whose clicks wake the part (see above). */
  clicksOf?: string;
  /** What a held submit says when the part's code could not be loaded, in the page's language. */
  failureText: string;
}

export function wakeOnInteraction(element: HTMLElement, wake: () => Promise<void>, { clicksOf, failureText }: WakeOptions) {
  /** Resolves to whether the part came alive; forgotten when it did not, so the next use tries again. */
  let alive: Promise<boolean> | undefined;
  /** A click let through to the browser (its code failed to load): not held again. */
  let passing: Element | undefined;
  const wakeUp = async () => {
    // The part is hydrated from the served markup, which must be as served (no alert of ours in it).
    for (const alert of element.querySelectorAll('[data-load-failed]')) alert.remove();
    const changed = changedFields(element);
    try {
      await wake();
    } catch (error) {
      console.error('[wakeOnInteraction] the part could not be loaded', error);
      alive = undefined;
      return false;
    }
    // hydratePart (src/site/frame.tsx) resolves after the next paint, when the part's effects have run.
    for (const type of TRIGGERS) element.removeEventListener(type, onTrigger, true);
    document.removeEventListener('click', onClickOf, true);
    for (const { field, restore } of changed) {
      restore();
      // As a change by the visitor does (text fields' handlers listen to input, the others' to change).
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return true;
  };
  function onTrigger(event: Event) {
    const waking = (alive ??= wakeUp());
    if (event.type !== 'submit') return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    void waking.then((ok) => (ok ? form.requestSubmit() : tellFailure(form, failureText)));
  }
  function onClickOf(event: MouseEvent) {
    const target = clicksOf && event.target instanceof Element ? event.target.closest<HTMLElement>(clicksOf) : null;
    if (!target || target === passing || !isPlainClick(event)) return;
    event.preventDefault();
    const waking = (alive ??= wakeUp());
    void waking.then((ok) => {
      if (!ok) passing = target;
      target.click();
      passing = undefined;
    });
  }
  for (const type of TRIGGERS) element.addEventListener(type, onTrigger, true);
  if (clicksOf) document.addEventListener('click', onClickOf, true);
}
