/**
 * What the statistics page and the dashboard's card share without the charts: the query of a report
 * (react-query, keyed by its range) and the words for a change against the previous period. The card
 * imports only this, so the dashboard does not load the chart library (the page is its own chunk).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { StatisticsQuery } from '@/contract/entities/statistics';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';
import { change } from '../lib/statistics';

export function useStatistics(query: StatisticsQuery | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['statistics', query?.from, query?.to],
    queryFn: () => dataProvider.statistics(query!),
    enabled: !!query,
    // One retry, then the page's alert with its "try again" (react-query's three took seven seconds).
    retry: 1,
    // While another range loads, the figures of the last one stay (with a progress bar over them).
    placeholderData: keepPreviousData,
  });
}

/** Numbers and dates in the admin's language. */
export function useFormat() {
  const [locale] = useLocaleState();
  const tag = intlLocale(locale);
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const days = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    number: (n: number) => numbers.format(n),
    date: (iso: string) => days.format(new Date(`${iso}T12:00:00Z`)),
  };
}

/**
 * "12 % mehr als im Vorzeitraum" (the page) or "… als in der Vorwoche" (the dashboard's card): the
 * change in words, so it never depends on a colour.
 */
export function useChangeText(against: 'change' | 'weekChange' = 'change') {
  const translate = useTranslate();
  return (current: number, previous: number) => {
    const c = change(current, previous);
    return c.kind === 'up' || c.kind === 'down'
      ? translate(`admin.statistics.${against}.${c.kind}`, { percent: c.percent })
      : translate(`admin.statistics.${against}.${c.kind}`);
  };
}
