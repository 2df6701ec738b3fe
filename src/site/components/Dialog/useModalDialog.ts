/**
 * The behaviour every modal on the native <dialog> shares (the dialog, the mobile menu): shown with
 * showModal() while `open`, so the page behind is inert; Escape and a click on the backdrop ask the
 * owner to close (it decides, usually by setting open=false); on closing, focus goes back to
 * whatever opened it. An element marked `data-autofocus` takes focus on opening (otherwise the
 * browser focuses the first focusable element).
 */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';

export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      opener?.focus?.();
    };
  }, [open]);

  return {
    ref,
    // Escape fires "cancel": the owner decides.
    onCancel: (e: SyntheticEvent<HTMLDialogElement>) => {
      e.preventDefault();
      onClose();
    },
    // Also on keydown: assistive tools and test drivers send untrusted key events that do not
    // fire the native cancel.
    onKeyDown: (e: KeyboardEvent<HTMLDialogElement>) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      }
    },
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      if (e.target === ref.current) onClose();
    },
  };
}
