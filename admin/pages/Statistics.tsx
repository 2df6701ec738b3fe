/**
 * "Statistik" (admins and editors): the website's own statistics over a range the user picks, beside
 * the period right before it. Computed by the API (admin.statistics, behaviour/statistics.ts); this
 * page only shows it and writes its CSV (admin/lib/statistics.ts).
 *
 * Every chart has its figures as a table too (the top lists beside the chart, the days behind a
 * "figures as a table" button), so a screen reader or the keyboard reaches every number; the change
 * against the previous period is said in words, its arrow and colour only repeat them. On a phone
 * everything stacks in one column. The page is its own chunk (App.tsx), so the chart library loads
 * only here.
 */
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import DownloadIcon from '@mui/icons-material/Download';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { downloadCSV, useLocaleState, useTranslate } from 'react-admin';
import { addDays, todayInBerlin } from '@/contract/constants';
import {
  DIRECT_KEY,
  NOT_FOUND_KEY,
  OTHER_KEY,
  OUTCOME_KINDS,
  STATISTICS_MAX_DAYS,
  statisticsRangeLength,
  type StatisticsQuery,
  type StatisticsReport,
} from '@/contract/entities/statistics';
import { Screen } from '../components/Screen';
import { intlLocale } from '../components/fields';
import {
  buckets,
  change,
  presetRange,
  RANGE_PRESETS,
  rangeProblem,
  requestsOf,
  statisticsCsv,
  type CsvLabels,
  type RangePreset,
} from '../lib/statistics';
import { useChangeText, useFormat, useStatistics } from './statisticsShared';

/** Series colours of the admin theme's palette, each with at least 3:1 against white (WCAG 1.4.11). */
const COLORS = { pageviews: '#1565c0', visitors: '#2e7d32', bars: '#1565c0' };
const OUTCOME_COLORS = ['#1565c0', '#6a1b9a', '#e65100', '#2e7d32'];
/** The top lists show this many entries in their chart; the table beside it has them all. */
const CHART_ENTRIES = 8;

type ListName = 'pages' | 'languages' | 'referrers' | 'campaigns' | 'devices' | 'heardAbout';

/** A list entry's name in the admin's language: languages, devices and answers by name, the few fixed keys in words. */
function useKeyLabel() {
  const translate = useTranslate();
  return (list: ListName, key: string) => {
    if (key === OTHER_KEY) return translate('admin.statistics.keys.other');
    if (key === NOT_FOUND_KEY) return translate('admin.statistics.keys.notFound');
    if (key === DIRECT_KEY)
      return translate(list === 'campaigns' ? 'admin.statistics.keys.noCampaign' : 'admin.statistics.keys.direct');
    if (list === 'languages') return translate(`admin.languages.${key}`, { _: key });
    if (list === 'devices') return translate(`admin.statistics.devices.${key}`, { _: key });
    if (list === 'heardAbout') return translate(`heardAbout.${key}`, { _: key });
    return key;
  };
}

/** A table that scrolls inside its frame when too wide or long; focusable then, so the keyboard can scroll it. */
function FigureTable({
  label,
  head,
  rows,
  maxHeight,
  testId,
}: {
  label: string;
  head: string[];
  rows: (string | number)[][];
  maxHeight?: number;
  testId?: string;
}) {
  const translate = useTranslate();
  const { number } = useFormat();
  return (
    <Box
      role="region"
      aria-label={translate('admin.statistics.table.label', { title: label })}
      tabIndex={0}
      sx={{ overflow: 'auto', maxHeight, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
    >
      <Table size="small" stickyHeader={!!maxHeight} data-testid={testId}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {label}
        </caption>
        <TableHead>
          <TableRow>
            {head.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'} scope="col">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <TableCell key={j} component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                    {c}
                  </TableCell>
                ) : (
                  <TableCell key={j} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {typeof c === 'number' ? number(c) : c}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A chart's frame: its heading (h2), an optional hint, the chart, and its figures. */
function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`statistics-${id}`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={`statistics-${id}`} variant="h6" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** The days' figures behind a button: a year is 365 rows, which nobody wants open by default. */
function DaysTable({ title, head, rows }: { title: string; head: string[]; rows: (string | number)[][] }) {
  const translate = useTranslate();
  return (
    <Accordion
      disableGutters
      elevation={0}
      sx={{ '&::before': { display: 'none' }, mt: 1 }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
        <Typography variant="body2">
          {translate('admin.statistics.table.show')}: {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0 }}>
        <FigureTable label={title} head={head} rows={rows} maxHeight={360} />
      </AccordionDetails>
    </Accordion>
  );
}

function ChangeLine({ current, previous }: { current: number; previous: number }) {
  const text = useChangeText()(current, previous);
  const kind = change(current, previous).kind;
  const Icon = kind === 'down' ? TrendingDownIcon : kind === 'same' ? TrendingFlatIcon : TrendingUpIcon;
  return (
    <Typography variant="body2" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.5 }}>
      <Icon
        fontSize="small"
        aria-hidden
        sx={{ color: kind === 'down' ? 'error.dark' : kind === 'same' ? 'text.secondary' : 'success.dark' }}
      />
      {text}
    </Typography>
  );
}

function SummaryCards({ report }: { report: StatisticsReport }) {
  const translate = useTranslate();
  const { number } = useFormat();
  const requests = requestsOf(report.totals.outcomes);
  const previousRequests = requestsOf(report.previousTotals.outcomes);
  const per100 = (r: number, views: number) => (views ? Math.round((r / views) * 1000) / 10 : 0);
  const figures = [
    { id: 'pageviews', value: report.totals.pageviews, previous: report.previousTotals.pageviews },
    { id: 'visitors', value: report.totals.visitors, previous: report.previousTotals.visitors },
    { id: 'requests', value: requests, previous: previousRequests },
    {
      id: 'requestsPer100',
      value: per100(requests, report.totals.pageviews),
      previous: per100(previousRequests, report.previousTotals.pageviews),
    },
  ];
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {figures.map((f) => (
        <Card component="li" key={f.id} variant="outlined" data-testid={`statistics-total-${f.id}`}>
          <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography color="text.secondary" variant="body2">
              {translate(`admin.statistics.figures.${f.id}`)}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
              {number(f.value)}
            </Typography>
            <ChangeLine current={f.value} previous={f.previous} />
            <Typography variant="body2" color="text.secondary">
              {translate('admin.statistics.change.previous', { value: number(f.previous) })}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** The page's own texts: t('charts.traffic') is admin.statistics.charts.traffic. */
function useStatisticsText() {
  const translate = useTranslate();
  return (k: string) => translate(`admin.statistics.${k}`);
}

/** How a chart's axis names a day ('3. Nov.') and a month ('Nov. 2026'), in the admin's language. */
function useAxisDates() {
  const [locale] = useLocaleState();
  return {
    day: new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    month: new Intl.DateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  };
}

function TrafficSection({ report }: { report: StatisticsReport }) {
  const t = useStatisticsText();
  const { date, number } = useFormat();
  const axis = useAxisDates();
  const x = report.days.map((d) => new Date(`${d.date}T12:00:00Z`));
  // One line per figure and period, in the figure's colour; the previous period's are dashed (sx below).
  const line = (id: string, figure: 'pageviews' | 'visitors', days: StatisticsReport['days']) => ({
    id,
    label: t(`series.${id}`),
    data: days.map((d) => d[figure]),
    color: COLORS[figure],
    showMark: false,
  });
  return (
    <Section id="traffic" title={t('charts.traffic')} hint={t('charts.dashed')}>
      <Box sx={{ '& .MuiLineChart-line[data-series^="previous"]': { strokeDasharray: '6 4', strokeWidth: 1.5 } }}>
        <LineChart
          height={300}
          skipAnimation
          xAxis={[{ scaleType: 'time', data: x, valueFormatter: (d: Date) => axis.day.format(d) }]}
          yAxis={[{ width: 48, valueFormatter: (v: number) => number(v) }]}
          series={[
            line('pageviews', 'pageviews', report.days),
            line('visitors', 'visitors', report.days),
            line('previousPageviews', 'pageviews', report.previousDays),
            line('previousVisitors', 'visitors', report.previousDays),
          ]}
        />
      </Box>
      <DaysTable
        title={t('charts.traffic')}
        head={[
          t('table.day'),
          t('series.pageviews'),
          t('series.visitors'),
          t('series.previousPageviews'),
          t('series.previousVisitors'),
        ]}
        rows={report.days.map((d, i) => [
          date(d.date),
          d.pageviews,
          d.visitors,
          report.previousDays[i]?.pageviews ?? 0,
          report.previousDays[i]?.visitors ?? 0,
        ])}
      />
    </Section>
  );
}

function RequestsSection({ report }: { report: StatisticsReport }) {
  const t = useStatisticsText();
  const { date, number } = useFormat();
  const axis = useAxisDates();
  const groups = buckets(report.days);
  const monthly = groups[0]?.unit === 'month';
  const label = (start: string) => (monthly ? axis.month : axis.day).format(new Date(`${start}T12:00:00Z`));
  const title = t(monthly ? 'charts.requestsByMonth' : 'charts.requestsByDay');
  return (
    <Section id="requests" title={title}>
      <BarChart
        height={280}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: groups.map((g) => label(g.start)) }]}
        yAxis={[{ width: 40, tickMinStep: 1, valueFormatter: (v: number) => number(v) }]}
        series={OUTCOME_KINDS.map((k, i) => ({
          id: k,
          label: t(`outcomes.${k}`),
          data: groups.map((g) => g.outcomes[k]),
          stack: 'requests',
          color: OUTCOME_COLORS[i],
        }))}
      />
      <DaysTable
        title={title}
        head={[t(monthly ? 'table.month' : 'table.day'), ...OUTCOME_KINDS.map((k) => t(`outcomes.${k}`))]}
        rows={groups.map((g) => [monthly ? label(g.start) : date(g.start), ...OUTCOME_KINDS.map((k) => g.outcomes[k])])}
      />
    </Section>
  );
}

/** A top list: its first entries as horizontal bars, beside them the table of all of them. */
function TopList({
  list,
  rows,
  keyHeading,
  valueHeading,
  extra,
  hint,
}: {
  list: ListName;
  rows: { key: string; pageviews: number }[];
  keyHeading: string;
  valueHeading: string;
  /** More columns (the pages' requests and requests per 100 views). */
  extra?: { head: string[]; cells: (key: string) => (string | number)[] };
  hint?: string;
}) {
  const translate = useTranslate();
  const name = useKeyLabel();
  const { number } = useFormat();
  const title = translate(`admin.statistics.charts.${list}`);
  const total = rows.reduce((s, r) => s + r.pageviews, 0);
  const shown = rows.slice(0, CHART_ENTRIES);
  const percent = (n: number) => `${total ? Math.round((n / total) * 100) : 0} %`;
  return (
    <Section id={list} title={title} hint={hint}>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('admin.statistics.table.none')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <BarChart
            layout="horizontal"
            height={shown.length * 34 + 50}
            skipAnimation
            hideLegend
            yAxis={[{ scaleType: 'band', data: shown.map((r) => name(list, r.key)), width: 130 }]}
            xAxis={[{ tickMinStep: 1, valueFormatter: (v: number) => number(v) }]}
            series={[{ data: shown.map((r) => r.pageviews), label: valueHeading, color: COLORS.bars }]}
          />
          <FigureTable
            label={title}
            testId={`statistics-table-${list}`}
            head={[keyHeading, valueHeading, translate('admin.statistics.table.share'), ...(extra?.head ?? [])]}
            rows={rows.map((r) => [name(list, r.key), r.pageviews, percent(r.pageviews), ...(extra?.cells(r.key) ?? [])])}
            maxHeight={rows.length > 12 ? 420 : undefined}
          />
        </Box>
      )}
    </Section>
  );
}

function Report({ report }: { report: StatisticsReport }) {
  const t = useStatisticsText();
  const pages = new Map(report.pages.map((p) => [p.key, p]));
  // The requests sent in each language (the form's language), beside that language's page views.
  const byLanguage = new Map(report.outcomesByLanguage.map((l) => [l.key as string, requestsOf(l.outcomes)]));
  const languageRequests = (key: string) => byLanguage.get(key) ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <SummaryCards report={report} />
      <TrafficSection report={report} />
      <RequestsSection report={report} />
      <TopList
        list="pages"
        rows={report.pages}
        keyHeading={t('table.page')}
        valueHeading={t('figures.pageviews')}
        extra={{
          head: [t('figures.requests'), t('figures.requestsPer100')],
          cells: (key) => [pages.get(key)?.requests ?? 0, pages.get(key)?.requestsPer100 ?? 0],
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }}>
        <TopList
          list="languages"
          rows={report.languages}
          keyHeading={t('table.language')}
          valueHeading={t('figures.pageviews')}
          extra={{ head: [t('figures.requests')], cells: (key) => [languageRequests(key)] }}
        />
        <TopList list="devices" rows={report.devices} keyHeading={t('table.device')} valueHeading={t('figures.pageviews')} />
        <TopList
          list="referrers"
          rows={report.referrers}
          keyHeading={t('table.referrer')}
          valueHeading={t('figures.pageviews')}
        />
        <TopList
          list="campaigns"
          rows={report.campaigns}
          keyHeading={t('table.campaign')}
          valueHeading={t('figures.pageviews')}
        />
      </Box>
      <TopList
        list="heardAbout"
        rows={report.heardAbout}
        keyHeading={t('table.answer')}
        valueHeading={t('table.answers')}
        hint={t('charts.heardAboutHint')}
      />
    </Box>
  );
}

/** A report with nothing counted in either period: a fresh install, or a range before counting began. */
const isEmpty = (r: StatisticsReport) =>
  r.totals.pageviews + r.previousTotals.pageviews + requestsOf(r.totals.outcomes) + requestsOf(r.previousTotals.outcomes) === 0;

function useCsvLabels(): CsvLabels {
  const name = useKeyLabel();
  const t = useStatisticsText();
  const section = (list: ListName, key: string) => ({ title: t(`charts.${list}`), key: t(`table.${key}`) });
  return {
    day: t('table.day'),
    pageviews: t('figures.pageviews'),
    visitors: t('figures.visitors'),
    requests: t('figures.requests'),
    requestsPer100: t('figures.requestsPer100'),
    answers: t('table.answers'),
    outcomes: Object.fromEntries(OUTCOME_KINDS.map((k) => [k, t(`outcomes.${k}`)])) as CsvLabels['outcomes'],
    sections: {
      pages: section('pages', 'page'),
      languages: section('languages', 'language'),
      referrers: section('referrers', 'referrer'),
      campaigns: section('campaigns', 'campaign'),
      devices: section('devices', 'device'),
      heardAbout: section('heardAbout', 'answer'),
    },
    name,
  };
}

function RangePicker({ onChange }: { onChange: (query: StatisticsQuery) => void }) {
  const translate = useTranslate();
  const [preset, setPreset] = useState<RangePreset>('last30');
  const today = todayInBerlin();
  const [custom, setCustom] = useState(() => presetRange('last30', today));
  const [problem, setProblem] = useState<string>();
  const choose = (next: RangePreset) => {
    setPreset(next);
    setProblem(undefined);
    if (next !== 'custom') onChange(presetRange(next, today));
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const issue = rangeProblem(custom);
    setProblem(issue);
    if (!issue) onChange(custom);
  };
  const problemText =
    problem &&
    translate(problem, {
      max: STATISTICS_MAX_DAYS,
      days: problem.endsWith('tooLong') ? statisticsRangeLength(custom.from, custom.to) : 0,
    });
  return (
    <Box
      component="form"
      onSubmit={apply}
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 1 }}
      aria-label={translate('admin.statistics.range.label')}
    >
      <TextField
        select
        size="small"
        label={translate('admin.statistics.range.label')}
        value={preset}
        onChange={(e) => choose(e.target.value as RangePreset)}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 240 } }}
        data-testid="statistics-preset"
      >
        {RANGE_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {translate(`admin.statistics.range.presets.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'custom' && (
        <>
          {(['from', 'to'] as const).map((field) => (
            <TextField
              key={field}
              type="date"
              size="small"
              label={translate(`admin.statistics.range.${field}`)}
              value={custom[field]}
              onChange={(e) => setCustom((c) => ({ ...c, [field]: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, 'aria-invalid': !!problem } }}
              sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}
            />
          ))}
          <Button type="submit" variant="contained" sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            {translate('admin.statistics.range.apply')}
          </Button>
          {problemText && (
            <Alert severity="error" role="alert" sx={{ flex: '1 1 100%' }}>
              {problemText}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}

export function Statistics() {
  const translate = useTranslate();
  const { date } = useFormat();
  const [query, setQuery] = useState<StatisticsQuery>(() => presetRange('last30', todayInBerlin()));
  const { data, isPending, isFetching, error, refetch } = useStatistics(query);
  const csvLabels = useCsvLabels();
  const length = statisticsRangeLength(query.from, query.to);
  const previous = useMemo(() => ({ from: addDays(query.from, -length), to: addDays(query.from, -1) }), [query.from, length]);
  // Written in the browser from the report on screen, so the file holds exactly what the page shows.
  const download = () =>
    data && downloadCSV(statisticsCsv(data, csvLabels), `${translate('admin.statistics.exportName')}-${data.from}-${data.to}`);
  return (
    <Screen
      title="admin.statistics.title"
      heading="admin.statistics.title"
      intro="admin.statistics.intro"
      data-testid="statistics"
      sx={{ maxWidth: 1400 }}
    >
      <RangePicker onChange={setQuery} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography variant="body2" data-testid="statistics-range">
            {translate('admin.statistics.range.shown', { from: date(query.from), to: date(query.to), smart_count: length })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('admin.statistics.range.previous', { from: date(previous.from), to: date(previous.to) })}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!data || isEmpty(data)}>
          {translate('admin.statistics.export')}
        </Button>
      </Box>
      {(isPending || isFetching) && <LinearProgress sx={{ mb: 1 }} aria-label={translate('ra.page.loading')} />}
      {error && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('admin.statistics.retry')}
            </Button>
          }
        >
          {translate('admin.statistics.loadError')}
        </Alert>
      )}
      {data && !error && isEmpty(data) && (
        <Alert severity="info" role="status" data-testid="statistics-empty">
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {translate('admin.statistics.empty.title')}
          </Typography>
          {translate('admin.statistics.empty.text')}
        </Alert>
      )}
      {data && !error && !isEmpty(data) && <Report report={data} />}
    </Screen>
  );
}
