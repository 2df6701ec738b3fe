/**
 * Texts of the website: every UI string of the site's catalogues (src/i18n/messages) in one language,
 * with the override staff set through /api/v1/admin/translations/*. An empty override restores the
 * default. Saving clears the cached translations and pages. Each change remembers the override it
 * started from: when a colleague saved the same text meanwhile, nothing is written, both versions
 * are shown, and the next save is based on theirs (what is typed stays).
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type LanguageCode } from '@/contract/common';
import type { AdminDataProvider } from '../dataProvider';
import { DataTable } from '../components/DataTable';
import { Screen } from '../components/Screen';
import { useWarnWhenDirty } from '../lib/useWarnWhenDirty';
import { conflictOf } from '../lib/conflict';

/** Looks like the admin's other fields; grows with its text up to about four lines. */
const overrideField = {
  width: '100%',
  boxSizing: 'border-box',
  fieldSizing: 'content',
  maxHeight: '6.5em',
  minHeight: '2.5em',
  resize: 'vertical',
  font: 'inherit',
  fontSize: 14,
  lineHeight: 1.4,
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1, borderColor: 'primary.main' },
} as const;

export function UiTexts() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<LanguageCode>('de');
  const [q, setQ] = useState('');
  const [edits, setEdits] = useState<Record<string, string>>({});
  // Per edited key, the override shown when the editing began (null: none).
  const [basedOn, setBasedOn] = useState<Record<string, string | null>>({});
  // Texts a colleague saved meanwhile, per key, after a refused save.
  const [meanwhile, setMeanwhile] = useState<Record<string, string | null> | null>(null);
  const [saving, setSaving] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: ['uiTexts', language],
    queryFn: () => dataProvider.translationFields(language),
  });
  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (data ?? []).filter((r) => !needle || `${r.key} ${r.defaultValue} ${r.override ?? ''}`.toLowerCase().includes(needle));
  }, [data, q]);
  const changed = Object.keys(edits).length;
  useWarnWhenDirty(changed > 0 && !saving);

  const save = async () => {
    setSaving(true);
    try {
      const result = await dataProvider.saveTranslations(language, edits, basedOn);
      notify('admin.uiTexts.saved', { type: 'success', messageArgs: { updated: result.updated, removed: result.removed } });
      setEdits({});
      setBasedOn({});
      setMeanwhile(null);
      await queryClient.invalidateQueries({ queryKey: ['uiTexts', language] });
    } catch (err) {
      const refused = conflictOf(err);
      const stored = refused?.current.entries as Record<string, string | null> | undefined;
      if (stored) {
        // Only the keys whose text changed meanwhile are a question; the next save stands on theirs.
        setMeanwhile(Object.fromEntries(Object.entries(stored).filter(([k, v]) => v !== basedOn[k])));
        setBasedOn((b) => ({ ...b, ...stored }));
        await queryClient.invalidateQueries({ queryKey: ['uiTexts', language] });
      } else notify((err as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Screen title="admin.uiTexts.title" heading="admin.uiTexts.title" intro="admin.uiTexts.intro">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ my: 2, alignItems: { md: 'center' } }}>
        <TextField
          select
          size="small"
          label={translate('admin.uiTexts.language')}
          value={language}
          sx={{ minWidth: 180 }}
          onChange={(e) => {
            setLanguage(e.target.value as LanguageCode);
            setEdits({});
            setBasedOn({});
            setMeanwhile(null);
          }}
        >
          {LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(`admin.languages.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('ra.action.search')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ minWidth: 260 }}
        />
        <Button variant="contained" startIcon={<SaveIcon />} disabled={!changed || saving} onClick={save}>
          {translate('ra.action.save')}
          {changed ? ` (${changed})` : ''}
        </Button>
      </Stack>
      {meanwhile && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="ui-texts-conflict">
          {translate('admin.uiTexts.conflict')}
          {Object.entries(meanwhile).map(([key, theirs]) => (
            <Typography key={key} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {translate('admin.uiTexts.conflictRow', { key, mine: edits[key] ?? '', theirs: theirs ?? '' })}
            </Typography>
          ))}
        </Alert>
      )}
      {isPending && <LinearProgress />}
      <DataTable
        label="admin.uiTexts.title"
        records={rows}
        recordKey={(r) => r.key}
        rowData={(r) => ({ 'data-key': r.key })}
        columns={[
          {
            header: 'admin.uiTexts.key',
            headerSx: { width: '25%' },
            cell: (r) => r.key,
            sx: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' },
          },
          { header: 'admin.uiTexts.default', headerSx: { width: '35%' }, cell: (r) => r.defaultValue, sx: { fontSize: 13 } },
          {
            header: 'admin.uiTexts.override',
            cell: (r) => (
              // A native textarea, not MUI's TextField: its autosizing measured each of the ~400 rows on every
              // render and froze the page for tens of seconds; the browser sizes this one itself.
              <Box
                component="textarea"
                rows={1}
                value={edits[r.key] ?? r.override ?? ''}
                placeholder={r.defaultValue}
                aria-label={r.key}
                onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => {
                  const value = e.target.value;
                  setBasedOn((b) => (r.key in b ? b : { ...b, [r.key]: r.override }));
                  setEdits((prev) => ({ ...prev, [r.key]: value }));
                }}
                sx={overrideField}
              />
            ),
          },
        ]}
      />
    </Screen>
  );
}
