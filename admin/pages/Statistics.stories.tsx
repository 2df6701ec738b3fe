/**
 * The statistics page and the dashboard's card on the mock API (its demo year, content/demo/statistics.ts),
 * signed in as the practice's editor: the figures on screen are the report's, the top lists' tables hold
 * its rows, a fresh install says that counting starts with the first visit, and a failed load says so.
 * The expected figures are read from the same API the page asks, so the stories hold on any day.
 */
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { DataProviderContext } from 'react-admin';
import { expect, within } from 'storybook/test';
import { answering } from '../../.storybook/mockApi';
import preview from '../../.storybook/preview';
import { withAdmin } from '../../.storybook/admin';
import { todayInBerlin } from '@/contract/constants';
import { endpoint } from '@/contract/endpoints';
import { OUTCOME_KINDS, type StatisticsReport } from '@/contract/entities/statistics';
import { STORAGE_KEYS } from '@/i18n/locale';
import { dataProvider } from '../dataProvider';
import { change, presetRange, requestsOf, weekAgainstLastWeek, weekRange } from '../lib/statistics';
import { Statistics } from './Statistics';
import { StatisticsCard } from './StatisticsCard';

/** The admin's own data provider, so the page asks the (mock) API as it does in the admin. */
const withDataProvider: Decorator = (Story) => (
  <DataProviderContext.Provider value={dataProvider}>
    <Story />
  </DataProviderContext.Provider>
);

/** Signs in as the editor (the statistics' least-privileged role) with the demo password; signs out after. */
async function signIn() {
  const res = await fetch(endpoint('auth.login').path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email: 'redaktion@praxis-dr-berger.de', password: 'Praxis-Demo-2026' }),
  });
  const { data } = (await res.json()) as { data: { token: string } };
  localStorage.setItem(STORAGE_KEYS.authToken, data.token);
  return () => localStorage.removeItem(STORAGE_KEYS.authToken);
}

/** The report the page shows by default (the last 30 days), asked of the API as the page asks it. */
async function lastThirtyDays(): Promise<StatisticsReport> {
  return dataProvider.statistics(presetRange('last30', todayInBerlin()));
}

const de = (n: number) => n.toLocaleString('de-DE', { maximumFractionDigits: 1 });
const STATISTICS = `*${endpoint('admin.statistics').path}`;

const zeros = () => Object.fromEntries(OUTCOME_KINDS.map((k) => [k, 0])) as StatisticsReport['totals']['outcomes'];

/** The API of a fresh install: every range reads as nothing counted. */
function nothingCounted({ msw }: Pick<StoryContext, 'msw'>) {
  msw.use(
    http.get(STATISTICS, ({ request }) => {
      const url = new URL(request.url);
      const from = url.searchParams.get('from')!;
      const to = url.searchParams.get('to')!;
      const day = (date: string) => ({ date, pageviews: 0, visitors: 0, outcomes: zeros() });
      const totals = { pageviews: 0, visitors: 0, outcomes: zeros() };
      const empty: StatisticsReport = {
        ...{ from, to, days: [day(from)], previousDays: [day(from)], totals, previousTotals: totals },
        ...{ pages: [], languages: [], referrers: [], campaigns: [], devices: [], heardAbout: [], outcomesByLanguage: [] },
      };
      return HttpResponse.json(empty);
    }),
  );
}

const meta = preview.meta({
  title: 'Admin/Statistik',
  component: Statistics,
  decorators: [withDataProvider, withAdmin],
  beforeEach: signIn,
  parameters: { layout: 'fullscreen' },
});

/** The demo year's last 30 days: the headline figures, the change in words, a top list's row. */
export const DemoYear = meta.story({
  async play({ canvas }) {
    const report = await lastThirtyDays();
    const pageviews = await canvas.findByTestId('statistics-total-pageviews', {}, { timeout: 10_000 });
    await expect(pageviews).toHaveTextContent(de(report.totals.pageviews));
    await expect(pageviews).toHaveTextContent(`Vorzeitraum: ${de(report.previousTotals.pageviews)}`);
    await expect(pageviews).toHaveTextContent(/(mehr als|weniger als|Gleich wie) im Vorzeitraum/);
    await expect(canvas.getByTestId('statistics-total-requests')).toHaveTextContent(de(requestsOf(report.totals.outcomes)));
    // The most visited page, first row of its table, with its requests per 100 views.
    const top = report.pages[0]!;
    const firstRow = within(canvas.getByTestId('statistics-table-pages')).getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('rowheader')).toHaveTextContent(top.key);
    await expect(firstRow).toHaveTextContent(de(top.pageviews));
    await expect(firstRow).toHaveTextContent(de(top.requestsPer100));
    // German first among the languages, by its name.
    const languages = within(canvas.getByTestId('statistics-table-languages')).getAllByRole('row');
    await expect(within(languages[1]!).getByRole('rowheader')).toHaveTextContent('Deutsch');
    await expect(canvas.getByRole('button', { name: /CSV herunterladen/i })).toBeEnabled();
  },
});

/** The days' figures are behind a button the keyboard reaches; opened, a row per day. */
export const DaysAsTable = meta.story({
  async play({ canvas, userEvent }) {
    const report = await lastThirtyDays();
    const toggle = await canvas.findByRole(
      'button',
      { name: /Zahlen als Tabelle: Seitenaufrufe und Besucher/ },
      { timeout: 10_000 },
    );
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('region', { name: 'Tabelle: Seitenaufrufe und Besucher pro Tag' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(report.days.length + 1);
    await expect(rows.at(-1)).toHaveTextContent(de(report.days.at(-1)!.pageviews));
  },
});

/** A custom range longer than the API allows: the reason in words, and nothing is asked. */
export const RangeTooLong = meta.story({
  // The picker's check is the same whatever was counted: the small page of a fresh install.
  beforeEach: nothingCounted,
  async play({ canvas, canvasElement, userEvent }) {
    await canvas.findByTestId('statistics-empty', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('combobox', { name: 'Zeitraum' }));
    // MUI's menu opens in a portal at the end of the page's body.
    const menu = within(canvasElement.ownerDocument.body);
    await userEvent.click(await menu.findByRole('option', { name: 'Eigener Zeitraum' }));
    const from = canvas.getByLabelText('Von');
    await userEvent.clear(from);
    await userEvent.type(from, '2024-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Anzeigen' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ein Zeitraum umfasst höchstens 400 Tage');
  },
});

/** A fresh install: nothing counted yet, and the page says when counting starts. */
export const FreshInstall = meta.story({
  beforeEach: nothingCounted,
  async play({ canvas }) {
    await expect(await canvas.findByTestId('statistics-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      'Die Zählung beginnt mit dem ersten Besuch der Website',
    );
    await expect(canvas.queryByTestId('statistics-total-pageviews')).toBeNull();
    await expect(canvas.getByRole('button', { name: /CSV herunterladen/i })).toBeDisabled();
  },
});

/** The API fails: an alert that says so, with a way to try again. */
export const LoadFails = meta.story({
  beforeEach: answering(
    http.get(STATISTICS, () => HttpResponse.json({ message: 'error.internal', code: 'internal' }, { status: 500 })),
  ),
  async play({ canvas }) {
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Die Statistik konnte nicht geladen werden.');
    await expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  },
});

/** The dashboard's card: this week so far against the same days of last week, linking to the page. */
export const DashboardCard = meta.story({
  render: () => <StatisticsCard />,
  async play({ canvas }) {
    const { thisWeek, lastWeek } = weekAgainstLastWeek(await dataProvider.statistics(weekRange(todayInBerlin())));
    const pageviews = await canvas.findByTestId('statistics-card-pageviews', {}, { timeout: 10_000 });
    await expect(pageviews).toHaveTextContent(`Seitenaufrufe${de(thisWeek.pageviews)}`);
    await expect(pageviews).toHaveTextContent(`Vorwoche: ${de(lastWeek.pageviews)}`);
    const c = change(thisWeek.pageviews, lastWeek.pageviews);
    await expect(pageviews).toHaveTextContent(
      c.kind === 'up' || c.kind === 'down'
        ? `${c.percent} % ${c.kind === 'up' ? 'mehr' : 'weniger'} als in der Vorwoche`
        : c.kind === 'same'
          ? 'Gleich wie in der Vorwoche'
          : 'Neu: in der Vorwoche keine',
    );
    await expect(canvas.getByTestId('statistics-card-requests')).toHaveTextContent(`Anfragen${de(thisWeek.requests)}`);
    await expect(canvas.getByRole('link', { name: /Statistik öffnen/ })).toHaveAttribute('href', '/statistics');
  },
});
