import { expect, within } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { contactData } from '../../../../content/demo/contact';
import { practiceInfo } from '../../../../content/demo/practice';
import { FALLBACK_HOURS } from '../../../contract/rules/openingHours';
import { OpeningHours } from './OpeningHours';

const meta = preview.meta({
  title: 'Practice/OpeningHours',
  component: OpeningHours,
  args: { hours: contactData.opening_hours },
});

const rowOf = (table: HTMLElement, day: string) => within(table).getByRole('row', { name: new RegExp(`^${day}`) });

/** The practice's week from the contact data: two ranges on long days, closed at the weekend. */
export const FromContactData = meta.story({
  async play({ canvas }) {
    const table = canvas.getByRole('table', { name: 'Öffnungszeiten' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    await expect(rowOf(table, 'Montag')).toHaveTextContent('08:00–13:00');
    await expect(rowOf(table, 'Montag')).toHaveTextContent('14:00–19:00');
    await expect(rowOf(table, 'Samstag')).toHaveTextContent('Geschlossen');
    await expect(rowOf(table, 'Sonntag')).toHaveTextContent('Geschlossen');
  },
});

/** The fixed fallback hours: Mo–Do 08:00–18:00, Fr 08:00–16:00, Sa–So closed. */
export const FallbackHours = meta.story({
  args: { hours: FALLBACK_HOURS },
  async play({ canvas }) {
    const table = canvas.getByRole('table');
    for (const day of ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag'])
      await expect(rowOf(table, day)).toHaveTextContent('08:00–18:00');
    await expect(rowOf(table, 'Freitag')).toHaveTextContent('08:00–16:00');
    await expect(rowOf(table, 'Samstag')).toHaveTextContent('Geschlossen');
  },
});

/** The practice-info form: one text per weekday. */
export const FromPracticeInfoText = meta.story({
  args: { hours: practiceInfo.opening_hours },
  async play({ canvas }) {
    const table = canvas.getByRole('table');
    await expect(rowOf(table, 'Freitag')).toHaveTextContent('08:00–15:00');
    await expect(rowOf(table, 'Sonntag')).toHaveTextContent('Geschlossen');
  },
});

/** Today stands out and is marked as the current date. */
export const TodayHighlighted = meta.story({
  args: { today: 'saturday' },
  async play({ canvas }) {
    const table = canvas.getByRole('table');
    const saturday = rowOf(table, 'Samstag');
    await expect(saturday).toHaveAttribute('aria-current', 'date');
    await expect(saturday).toHaveTextContent('Heute');
    await expect(rowOf(table, 'Freitag')).not.toHaveAttribute('aria-current');
    await expect(canvas.getAllByText('Heute')).toHaveLength(1);
  },
});

/** Up to four ranges a day (the contract's limit) and an empty week. */
export const ManyRangesAndClosedWeek = meta.story({
  args: {
    hours: {
      ...FALLBACK_HOURS,
      monday: ['07:00-09:00', '10:00-12:00', '13:00-16:00', '17:00-21:00'],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
    },
    caption: 'Sprechzeiten Schwabing',
  },
  async play({ canvas }) {
    const table = canvas.getByRole('table', { name: 'Sprechzeiten Schwabing' });
    await expect(within(rowOf(table, 'Montag')).getAllByText(/\d\d:\d\d–\d\d:\d\d/)).toHaveLength(4);
    await expect(within(table).getAllByText('Geschlossen')).toHaveLength(6);
  },
});

/** Under a visible heading the caption is for screen readers only. */
export const HiddenCaption = meta.story({
  args: { hideCaption: true },
  async play({ canvas }) {
    await expect(canvas.getByRole('table', { name: 'Öffnungszeiten' })).toBeVisible();
    await expect(canvas.getByText('Öffnungszeiten')).toHaveClass('visually-hidden');
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: { today: 'monday' },
  async play({ canvas }) {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Понедельник');
    await expect(rowOf(table, 'Понедельник')).toHaveTextContent('Сегодня');
    await expect(rowOf(table, 'Воскресенье')).toHaveTextContent('Закрыто');
  },
});

export const FrenchMobile = meta.story({
  globals: { locale: 'fr', viewport: { value: 'mobile', isRotated: false } },
  args: { today: 'wednesday' },
  async play({ canvas }) {
    const table = canvas.getByRole('table', { name: 'Horaires d’ouverture' });
    await expect(rowOf(table, 'Mercredi')).toHaveTextContent('Aujourd’hui');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});
