/**
 * Reception's day and week view of one practice: requested, proposed and confirmed
 * appointments at the time each holds, day by day, each a link to its record. Practice, view and
 * date live in the address (?location=schwabing&view=week&date=2026-12-01), so a reload or a
 * shared link shows the same.
 *
 * Built from MUI, which the admin already carries, rather than a calendar library: what reception
 * needs is an agenda (a column per day on a wide screen, one list on a phone) with each entry a
 * keyboard-reachable link; the time-grid libraries (react-big-calendar, FullCalendar) add 50–100 KB
 * and a drag-oriented grid that is neither usable at 390 px nor by keyboard.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  Chip,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Screen } from '../components/Screen';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { addDays, LOCATION_KEYS, todayInBerlin } from '@/contract/constants';
import type { CalendarEntry } from '@/contract/entities/appointment';
import type { LocationKey } from '@/contract/entities/practice';
import type { AdminDataProvider } from '../dataProvider';
import { intlLocale } from '../components/fields';
import { STATUS_COLOR } from '../resources/appointments/Workflow';

type View = 'day' | 'week';

/** The Monday of the week `date` lies in. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));
const endTime = (time: string, minutes: number) => {
  const m = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'day' ? 'day' : 'week';
  const location = (LOCATION_KEYS as readonly string[]).includes(params.get('location') ?? '')
    ? (params.get('location') as LocationKey)
    : 'oberfoehring';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : todayInBerlin();
  const set = (next: Partial<{ view: View; location: LocationKey; date: string }>) =>
    setParams({ view, location, date, ...next }, { replace: true });
  return { view, location, date, set };
}

function Entry({ entry }: { entry: CalendarEntry }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={`/appointments/${encodeURIComponent(entry.id)}`} sx={{ p: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {entry.time}–{endTime(entry.time, entry.minutes)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {entry.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate(`treatmentType.${entry.treatmentType}`)}
        </Typography>
        <Chip
          size="small"
          label={translate(`admin.choices.appointmentStatus.${entry.status}`)}
          color={STATUS_COLOR[entry.status]}
          sx={{ mt: 0.5 }}
        />
      </CardActionArea>
    </Card>
  );
}

function DayColumn({ date, entries }: { date: string; entries: CalendarEntry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const today = date === todayInBerlin();
  const heading = new Date(`${date}T12:00:00Z`).toLocaleDateString(intlLocale(locale), {
    weekday: 'long',
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  });
  const id = `calendar-day-${date}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography
        id={id}
        variant="subtitle2"
        component="h2"
        sx={{ mb: 1, color: today ? 'primary.main' : undefined, fontWeight: today ? 700 : 500 }}
      >
        {heading}
      </Typography>
      {entries.length ? (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {entries.map((e) => (
            <Entry key={e.id} entry={e} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('admin.calendar.none')}
        </Typography>
      )}
    </Box>
  );
}

/** One choice of the toolbar (practice, view): a row of toggle buttons of which one is always pressed. */
function Choice<T extends string>(props: { label: string; value: T; onChange: (value: T) => void; children: ReactNode }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={props.value}
      onChange={(_, v: T | null) => v && props.onChange(v)}
      aria-label={props.label}
    >
      {props.children}
    </ToggleButtonGroup>
  );
}

export function AppointmentCalendar() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { view, location, date, set } = useCalendarParams();
  const from = view === 'week' ? mondayOf(date) : date;
  const days = view === 'week' ? 7 : 1;
  const entries = useQuery({
    queryKey: ['appointmentCalendar', location, from, days],
    queryFn: () => dataProvider.appointmentCalendar({ from, days, location }),
    refetchInterval: 60_000,
  });
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  // The practice is closed at weekends: those days show only when something is on them.
  const shown = dates.filter((d, i) => i < 5 || view === 'day' || entries.data?.some((e) => e.date === d));
  return (
    <Screen title="admin.calendar.title">
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Choice label={translate('admin.calendar.location')} value={location} onChange={(v: LocationKey) => set({ location: v })}>
          {LOCATION_KEYS.map((l) => (
            <ToggleButton key={l} value={l}>
              {translate(`admin.choices.location.${l}`)}
            </ToggleButton>
          ))}
        </Choice>
        <Choice label={translate('admin.calendar.view')} value={view} onChange={(v: View) => set({ view: v })}>
          <ToggleButton value="day">{translate('admin.calendar.day')}</ToggleButton>
          <ToggleButton value="week">{translate('admin.calendar.week')}</ToggleButton>
        </Choice>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            aria-label={translate('admin.calendar.previous')}
            onClick={() => set({ date: addDays(date, -days) })}
            sx={{ minWidth: 40 }}
          >
            <ChevronLeftIcon />
          </Button>
          <Button size="small" variant="outlined" onClick={() => set({ date: todayInBerlin() })}>
            {translate('admin.calendar.today')}
          </Button>
          <Button
            size="small"
            aria-label={translate('admin.calendar.next')}
            onClick={() => set({ date: addDays(date, days) })}
            sx={{ minWidth: 40 }}
          >
            <ChevronRightIcon />
          </Button>
        </Stack>
        <Button size="small" component={RouterLink} to="/appointments" startIcon={<ViewListIcon />}>
          {translate('admin.calendar.list')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('admin.calendar.legend')}
      </Typography>
      {entries.isPending && <LinearProgress />}
      {entries.isError && <Alert severity="error">{translate('admin.calendar.loadError')}</Alert>}
      {entries.data && (
        <Box
          data-testid="appointment-calendar"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: view === 'week' ? `repeat(${shown.length}, minmax(0, 1fr))` : '1fr' },
          }}
        >
          {shown.map((d) => (
            <DayColumn key={d} date={d} entries={entries.data.filter((e) => e.date === d)} />
          ))}
        </Box>
      )}
    </Screen>
  );
}
