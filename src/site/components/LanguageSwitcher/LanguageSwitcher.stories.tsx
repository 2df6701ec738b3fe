import { useRouterState } from '@tanstack/react-router';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { LanguageSwitcher } from './LanguageSwitcher';

/** Prints the router's location so tests can see where a choice led. */
function CurrentLocation() {
  const href = useRouterState({ select: (s) => s.location.href });
  return <p data-testid="location">{href}</p>;
}

const meta = preview.meta({
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { onSelect: fn() },
  parameters: { route: '/behandlungen/veneers' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '22rem', display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 16 }}>
        <Story />
        <CurrentLocation />
        <button type="button">Weiter</button>
      </div>
    ),
  ],
});

/** Closed: the current language's flag and name. */
export const Closed = meta.story({
  async play({ canvas }) {
    const button = canvas.getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** Open: five languages, each named in its own language, the current one checked. */
export const Open = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache: Deutsch' }));
    const list = canvas.getByRole('list', { name: 'Sprachen' });
    const options = canvas.getAllByRole('link');
    await expect(list).toBeVisible();
    await expect(options.map((o) => o.textContent)).toEqual(['Deutsch', 'English', 'Français', 'Español', 'Русский']);
    await expect(options.map((o) => o.getAttribute('lang'))).toEqual(['de', 'en', 'fr', 'es', 'ru']);
    await expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
    // The same page in the other language: only the first path segment changes.
    await expect(canvas.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', '/ru/behandlungen/veneers');
  },
});

/** Choosing English on /de/behandlungen/veneers leads to /en/behandlungen/veneers. */
export const ChooseEnglish = meta.story({
  async play({ args, canvas, userEvent }) {
    await expect(canvas.getByTestId('location')).toHaveTextContent('/de/behandlungen/veneers');
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache: Deutsch' }));
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/en\/behandlungen\/veneers$/));
    await expect(args.onSelect).toHaveBeenCalledWith('en');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** Query and anchor survive the switch. */
export const KeepsQueryAndAnchor = meta.story({
  parameters: { route: '/behandlungen/veneers?ansicht=kurz#faq' },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache: Deutsch' }));
    await expect(canvas.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/behandlungen/veneers?ansicht=kurz#faq',
    );
  },
});

/** Keyboard: arrows open and move, Home/End jump, Escape closes back to the button, Enter chooses. */
export const Keyboard = meta.story({
  async play({ canvas, userEvent }) {
    const button = canvas.getByRole('button', { name: 'Sprache: Deutsch' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/fr\/behandlungen\/veneers$/));
  },
});

/** Tab out of the open list closes it. */
export const TabLeaves = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache: Deutsch' }));
    canvas.getByRole('link', { name: 'Русский' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** A click anywhere else closes the list. */
export const OutsideClick = meta.story({
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache: Deutsch' }));
    await expect(canvas.getByRole('list')).toBeVisible();
    await userEvent.click(canvas.getByTestId('location'));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
});

/** In Russian: the button and the list label are translated, Russian is checked. */
export const Russian = meta.story({
  globals: { locale: 'ru' },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Язык: Русский' }));
    await expect(canvas.getByRole('list', { name: 'Языки' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/behandlungen/veneers');
  },
});

/** Only the languages given. */
export const TwoLanguages = meta.story({
  args: { languages: ['de', 'en'] },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Sprache: Deutsch' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
});

/** Compact (as in the header) on a phone: the flag alone, the name still read out. */
export const CompactOnMobile = meta.story({
  args: { compact: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  async play({ canvas, userEvent }) {
    const button = canvas.getByRole('button', { name: 'Sprache: Deutsch' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(100);
    await userEvent.click(button);
    await expect(canvas.getByRole('link', { name: 'English' })).toBeVisible();
  },
});
