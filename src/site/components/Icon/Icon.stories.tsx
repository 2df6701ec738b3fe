import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { Flag } from '../Flag/Flag';
import { LANGUAGES } from '../../../contract/common';
import { LANGUAGE_NAMES } from '../../../i18n/locale';
import { Icon, ICON_NAMES } from './Icon';

const meta = preview.meta({ title: 'Basics/Icon', component: Icon, args: { name: 'tooth' } });

/** Every icon; decorative icons are hidden from screen readers. */
export const AllIcons = meta.story({
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {ICON_NAMES.map((n) => (
        <li key={n} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Icon name={n} size={24} /> <code>{n}</code>
        </li>
      ))}
    </ul>
  ),
  async play({ canvasElement }) {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]').length).toBe(ICON_NAMES.length);
  },
});

/** An icon that stands alone gets an accessible name. */
export const Labelled = meta.story({
  args: { name: 'phone', label: 'Anrufen' },
  async play({ canvas }) {
    await expect(canvas.getByRole('img', { name: 'Anrufen' })).toBeVisible();
  },
});

/** The language flags used by the language switcher. */
export const Flags = meta.story({
  render: () => (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      {LANGUAGES.map((l) => (
        <li key={l} lang={l} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Flag lang={l} /> {LANGUAGE_NAMES[l]}
        </li>
      ))}
    </ul>
  ),
});
