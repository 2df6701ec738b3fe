import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { openAndEscape } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

const meta = preview.meta({
  title: 'Basics/Dialog',
  component: Dialog,
  args: {
    open: true,
    title: 'Cookie-Einstellungen ändern?',
    onClose: fn(),
    children: <p>Ihre bisherige Auswahl wird gelöscht.</p>,
  },
});

/** Opened from a button: focus moves in, Escape closes, focus returns to the opener. */
export const OpenAndEscape = meta.story({
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Öffnen</Button>
        <Dialog
          {...args}
          open={open}
          onClose={() => setOpen(false)}
          actions={<Button onClick={() => setOpen(false)}>OK</Button>}
        />
      </>
    );
  },
  async play(context) {
    await expect(await openAndEscape(context, 'Öffnen', 'Cookie-Einstellungen ändern?')).toHaveFocus();
  },
});

/** The × button asks the owner to close. */
export const CloseButton = meta.story({
  async play({ args, canvas, userEvent }) {
    await userEvent.click(await canvas.findByRole('button', { name: 'Schließen' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
});

export const WithActionsOnMobile = meta.story({
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    actions: (
      <>
        <Button variant="secondary">Abbrechen</Button>
        <Button>Bestätigen</Button>
      </>
    ),
  },
});
