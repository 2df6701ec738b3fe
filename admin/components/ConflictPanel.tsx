/**
 * A save refused because someone else saved the record meanwhile (lib/conflict.ts): the form keeps
 * everything typed, and this panel above it shows, per field the other save changed (and language of
 * a localized field), the editor's value beside the one saved meanwhile, by whom and when. The editor
 * takes theirs or keeps their own per field; once every field is decided the form carries the new
 * version, so the next save is based on it (and refused again only if yet another save came first).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { conflictRows, type ConflictRow } from '../lib/conflict';
import { intlLocale } from './fields';

type Choice = 'mine' | 'theirs';

/** A value as one line of text: lists joined, nested values as JSON, empty as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Side({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {shown(value)}
      </Typography>
    </Box>
  );
}

export function ConflictPanel({ current, savedBy }: { current: Record<string, unknown>; savedBy: string | null }) {
  const resource = useResourceContext()!;
  // What the form was loaded with: the record, or on an editorial screen the record with its draft.
  const { getValues, setValue, formState } = useFormContext();
  const loaded = formState.defaultValues;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // The rows as they were when the save was refused: deciding one changes the form, not the question.
  const rows = useMemo(() => conflictRows(resource, loaded ?? {}, current, getValues()), [resource, loaded, current, getValues]);
  const [decided, setDecided] = useState<Record<string, Choice>>({});
  // The save was clicked at the form's end: the panel at its top comes into view and takes the focus,
  // so the editor (and a screen reader) is where the question is.
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    region.current?.scrollIntoView({ block: 'start' });
    region.current?.focus({ preventScroll: true });
  }, []);
  const open = rows.filter((r) => !decided[r.path]).length;

  useEffect(() => {
    if (open > 0) return;
    setValue('updatedAt', current.updatedAt);
    setValue('updatedBy', current.updatedBy);
  }, [open, current, setValue]);

  const decide = (row: ConflictRow, choice: Choice) => {
    if (choice === 'theirs') setValue(row.path, structuredClone(row.theirs) ?? null, { shouldDirty: true });
    setDecided((d) => ({ ...d, [row.path]: choice }));
  };
  const decideAll = (choice: Choice) => rows.filter((r) => !decided[r.path]).forEach((r) => decide(r, choice));
  const at =
    typeof current.updatedAt === 'string'
      ? new Date(current.updatedAt).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' })
      : '';
  const by = savedBy || translate('admin.conflict.someone');
  const theirsLabel = translate('admin.conflict.theirs', { by, at });

  return (
    <Alert
      severity={open ? 'warning' : 'info'}
      // Below the admin's fixed app bar when scrolled to.
      sx={{ width: '100%', mb: 2, scrollMarginTop: 72 }}
      role="region"
      aria-label={translate('admin.conflict.title')}
      ref={region}
      tabIndex={-1}
    >
      <AlertTitle>{translate('admin.conflict.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(open ? 'admin.conflict.intro' : rows.length ? 'admin.conflict.decided' : 'admin.conflict.nothingToDecide', {
          by,
          at,
        })}
      </Typography>
      <Stack spacing={1.5}>
        {rows.map((row) => (
          <Box key={row.path} data-testid="conflict-row" sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
              <Typography variant="subtitle2">
                {translate(`resources.${resource}.fields.${row.field}`, { _: row.field })}
              </Typography>
              {row.language && <Chip size="small" label={row.language.toUpperCase()} />}
              {decided[row.path] && (
                <Chip size="small" color="success" label={translate(`admin.conflict.chosen.${decided[row.path]}`)} />
              )}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Side label={translate('admin.conflict.yours')} value={row.mine} />
              <Side label={theirsLabel} value={row.theirs} />
            </Stack>
            {!decided[row.path] && (
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Button size="small" onClick={() => decide(row, 'theirs')}>
                  {translate('admin.conflict.takeTheirs')}
                </Button>
                <Button size="small" onClick={() => decide(row, 'mine')}>
                  {translate('admin.conflict.keepMine')}
                </Button>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {open > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          <Button size="small" variant="outlined" onClick={() => decideAll('theirs')}>
            {translate('admin.conflict.takeAllTheirs')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => decideAll('mine')}>
            {translate('admin.conflict.keepAllMine')}
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
