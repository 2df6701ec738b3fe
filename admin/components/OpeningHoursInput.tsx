/**
 * Opening hours editor, Monday to Sunday, each day with a closed option: per day a closed switch
 * and time ranges "08:00-13:00". An empty list is "closed".
 */
import { Box, Button, FormControlLabel, IconButton, Stack, Switch, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { WEEKDAYS, type Weekday } from '@/contract/common';

type Hours = Partial<Record<Weekday, string[]>>;
const DEFAULT_RANGE = '08:00-12:00';

export function OpeningHoursInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const { errors } = useFormState({ name: source });
  const hours: Hours = field.value ?? {};
  const dayErrors = (errors as Record<string, Record<string, unknown> | undefined>)[source] as
    Record<string, unknown> | undefined;
  const set = (day: Weekday, ranges: string[]) => field.onChange({ ...hours, [day]: ranges });

  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 2 }} role="group" aria-label={translate('admin.hours.title')}>
      <Typography variant="subtitle1" gutterBottom>
        {translate('admin.hours.title')}
      </Typography>
      {WEEKDAYS.map((day) => {
        const ranges = hours[day] ?? [];
        const dayName = translate(`admin.hours.days.${day}`);
        const error = dayErrors?.[day];
        return (
          <Box
            key={day}
            data-day={day}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ width: 110, pt: 1 }}>{dayName}</Typography>
            <FormControlLabel
              sx={{ width: 150 }}
              control={
                <Switch
                  checked={ranges.length > 0}
                  onChange={(e) => set(day, e.target.checked ? [DEFAULT_RANGE] : [])}
                  slotProps={{ input: { 'aria-label': translate('admin.hours.openOn', { day: dayName }) } }}
                />
              }
              label={ranges.length ? translate('admin.hours.open') : translate('admin.hours.closed')}
            />
            <Stack spacing={1} sx={{ flex: 1 }}>
              {ranges.map((range, i) => {
                const [from = '', to = ''] = range.split('-');
                const update = (nextFrom: string, nextTo: string) =>
                  set(
                    day,
                    ranges.map((r, j) => (j === i ? `${nextFrom}-${nextTo}` : r)),
                  );
                return (
                  <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      type="time"
                      size="small"
                      label={translate('admin.hours.from')}
                      value={from}
                      onChange={(e) => update(e.target.value, to)}
                      slotProps={{
                        htmlInput: { 'aria-label': `${dayName} ${translate('admin.hours.from')} ${i + 1}`, step: 300 },
                        inputLabel: { shrink: true },
                      }}
                    />
                    <TextField
                      type="time"
                      size="small"
                      label={translate('admin.hours.to')}
                      value={to}
                      onChange={(e) => update(from, e.target.value)}
                      slotProps={{
                        htmlInput: { 'aria-label': `${dayName} ${translate('admin.hours.to')} ${i + 1}`, step: 300 },
                        inputLabel: { shrink: true },
                      }}
                    />
                    <IconButton
                      aria-label={translate('admin.hours.removeRange')}
                      onClick={() =>
                        set(
                          day,
                          ranges.filter((_r, j) => j !== i),
                        )
                      }
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                );
              })}
              {ranges.length > 0 && ranges.length < 4 && (
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => set(day, [...ranges, '14:00-18:00'])}
                >
                  {translate('admin.hours.addRange')}
                </Button>
              )}
              {error ? (
                <Typography variant="caption" color="error">
                  {translate('validation.timeRange')}
                </Typography>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
