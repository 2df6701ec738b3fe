import { expect } from 'storybook/test';
import { showsTexts } from '../../../../.storybook/plays';
import preview from '../../../../.storybook/preview';
import { FALLBACK_HOURS, openingStatus } from '../../../contract/rules/openingHours';
import { OpenNowBadge } from './OpenNowBadge';

// Saturday 5 Dec 2026, 11:00 in Munich: closed until Monday 08:00.
const SATURDAY = new Date('2026-12-05T10:00:00Z');
// Sunday 12 Jul 2026, 18:00 in Munich (summer time): opens tomorrow.
const SUNDAY_SUMMER = new Date('2026-07-12T16:00:00Z');
// Tuesday 8 Dec 2026, 06:30 in Munich: opens today.
const EARLY_TUESDAY = new Date('2026-12-08T05:30:00Z');

/** The badge's args at a moment: the status the practice's usual hours give then, and that moment as now. */
const at = (now: Date) => ({ status: openingStatus(FALLBACK_HOURS, now), now });

const meta = preview.meta({
  title: 'Practice/OpenNowBadge',
  component: OpenNowBadge,
  args: { status: { is_open: true, next_opening: null } },
});

export const Open = meta.story({ play: showsTexts('Jetzt geöffnet') });

/** At the weekend: the next opening's weekday and time, in Berlin time. */
export const ClosedUntilMonday = meta.story({ args: at(SATURDAY), play: showsTexts('Geschlossen · öffnet am Montag um 08:00') });

/** Summer time: 06:00 UTC is 08:00 in Munich; Monday is tomorrow. */
export const ClosedUntilTomorrow = meta.story({
  args: at(SUNDAY_SUMMER),
  play: showsTexts('Geschlossen · öffnet morgen um 08:00'),
});

export const ClosedUntilLaterToday = meta.story({
  args: at(EARLY_TUESDAY),
  play: showsTexts('Geschlossen · öffnet heute um 08:00'),
});

/**
 * Closed with no opening in the next two weeks: the practice has entered no opening hours (a fresh
 * install). "Geschlossen" would be untrue, so the badge shows nothing.
 */
export const NoOpeningHours = meta.story({
  args: { status: { is_open: false, next_opening: null } },
  async play({ canvas }) {
    await expect(canvas.queryByText(/Geschlossen/)).toBeNull();
  },
});

/** Waiting for the status: a placeholder of the badge's size, announced as loading. */
export const Loading = meta.story({
  args: { status: undefined, loading: true },
  async play({ canvas }) {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Wird geladen …');
    await expect(status.getBoundingClientRect().width).toBeGreaterThan(100);
  },
});

/** The status call failed: logged elsewhere, nothing shown here. */
export const Unknown = meta.story({
  args: { status: null },
  async play({ canvasElement }) {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
});

export const Russian = meta.story({
  globals: { locale: 'ru' },
  args: at(SATURDAY),
  play: showsTexts('Закрыто · откроется в понедельник в 08:00'),
});

export const RussianOpen = meta.story({ globals: { locale: 'ru' }, play: showsTexts('Сейчас открыто') });

export const English = meta.story({
  globals: { locale: 'en' },
  args: at(SATURDAY),
  play: showsTexts(/^Closed · opens on Monday at 08:00/),
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  args: at(SUNDAY_SUMMER),
  play: showsTexts('Cerrado · abre mañana a las 08:00'),
});
