/**
 * The unsaved-changes warning of react-admin's forms (warnWhenUnsavedChanges) for the screens that
 * edit without a react-admin form (the translation cockpit, the website's texts): leaving with
 * unsaved edits asks first, in the app (the router's blocker) and when the tab is closed or reloaded.
 */
import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

export function useWarnWhenDirty(dirty: boolean) {
  const translate = useTranslate();
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // The blocker object is new on every render; its state is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, translate]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault(); // the browser asks before closing or reloading the tab
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
