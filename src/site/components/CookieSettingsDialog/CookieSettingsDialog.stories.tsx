import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { openAndEscape } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { Button } from '../Button/Button';
import { CookieSettingsDialog, type CookieSettingsDialogProps } from './CookieSettingsDialog';

const meta = preview.meta({
  title: 'Consent/CookieSettingsDialog',
  component: CookieSettingsDialog,
  args: { open: true, analyticsGranted: false, onSave: fn(), onClose: fn() },
});

/** The dialog behind the banner's 'Einstellungen' button, as on the page; closing it reports to `onClose` and hides it. */
function BehindButton(args: CookieSettingsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Einstellungen</Button>
      <CookieSettingsDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Both blocks: necessary cookies locked on, analytics off until the visitor switches it on. */
export const Default = meta.story({
  async play({ canvas }) {
    const dialog = await canvas.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    // The dialog fades in (motion tokens); visible once that has run.
    await waitFor(() => expect(dialog).toBeVisible());
    const necessary = canvas.getByRole('switch', { name: 'Notwendige Cookies' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(canvas.getByText('Immer aktiv')).toBeVisible();
    const analytics = canvas.getByRole('switch', { name: 'Analyse-Cookies' });
    await expect(analytics).not.toBeChecked();
    await expect(analytics).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  },
});

/** Opened from the banner's button: focus moves in, Escape closes without saving, focus returns. */
export const EscapeCloses = meta.story({
  args: { open: false },
  render: (args) => <BehindButton {...args} />,
  async play(context) {
    const { args } = context;
    const opener = await openAndEscape(context, 'Einstellungen', 'Cookie-Einstellungen');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
});

/** 'Nur notwendige' saves a rejection even when analytics was switched on. */
export const OnlyNecessary = meta.story({
  args: { analyticsGranted: true },
  async play({ canvas, args, userEvent }) {
    await expect(await canvas.findByRole('switch', { name: 'Analyse-Cookies' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Nur notwendige' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(false);
  },
});

/** 'Alle akzeptieren' grants analytics. */
export const AcceptAll = meta.story({
  async play({ canvas, args, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: 'Alle akzeptieren' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(true);
  },
});

/** Switching analytics on (by keyboard) and saving the selection grants it; unchanged it saves false. */
export const ToggleAndSave = meta.story({
  async play({ canvas, args, userEvent }) {
    const analytics = await canvas.findByRole('switch', { name: 'Analyse-Cookies' });
    await userEvent.click(canvas.getByRole('button', { name: 'Auswahl speichern' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(false);

    analytics.focus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Auswahl speichern' }));
    await expect(args.onSave).toHaveBeenLastCalledWith(true);
    await expect(args.onSave).toHaveBeenCalledTimes(2);
  },
});

/** The locked switch cannot be turned off. */
export const NecessaryStaysOn = meta.story({
  async play({ canvas, userEvent }) {
    const necessary = await canvas.findByRole('switch', { name: 'Notwendige Cookies' });
    await userEvent.click(necessary);
    await expect(necessary).toBeChecked();
  },
});

/** An unsaved toggle is forgotten: reopening shows the stored choice again. */
export const ReopenShowsStoredChoice = meta.story({
  args: { open: false },
  render: (args) => <BehindButton {...args} />,
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen' }));
    await userEvent.click(await canvas.findByRole('switch', { name: 'Analyse-Cookies' }));
    await expect(canvas.getByRole('switch', { name: 'Analyse-Cookies' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen' }));
    await expect(await canvas.findByRole('switch', { name: 'Analyse-Cookies' })).not.toBeChecked();
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { analyticsGranted: true },
  async play({ canvas }) {
    const dialog = await canvas.findByRole('dialog', { name: 'Настройки cookie' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(canvas.getByRole('switch', { name: 'Аналитические cookie' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Только необходимые' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Принять все' })).toBeVisible();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  async play({ canvas }) {
    const accept = await canvas.findByRole('button', { name: 'Aceptar todas' });
    await waitFor(() => expect(accept).toBeVisible());
    await expect(canvas.getByRole('switch', { name: 'Cookies necesarias' })).toBeDisabled();
  },
});

/** Phones: the buttons stack at full width, each at least 44 px high. */
export const Mobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas }) {
    const accept = await canvas.findByRole('button', { name: 'Alle akzeptieren' });
    const only = canvas.getByRole('button', { name: 'Nur notwendige' });
    await expect(accept.getBoundingClientRect().top).toBeGreaterThan(only.getBoundingClientRect().top);
    await expect(accept.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
});
