/**
 * Side-by-side translation of one record into one language: per localized field
 * the German source — with what changed since the translation's version highlighted — beside the
 * translation. Saving writes the changed translations where the record keeps them (its German text
 * unchanged, so they become current; SEO entries and UI-text overrides included); an outdated
 * translation that is still right is marked checked without a change; the language can be held
 * back until it is ready. A record with an unpublished draft says so before the save: the
 * save changes the live page and writes the same texts into the draft (behaviour/translationSave.ts),
 * so publishing the draft keeps them. Texts typed and not yet saved are kept in the browser
 * (lib/localDraft.ts): a reload brings them back, and their save is still checked against the
 * version they were typed on.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LANGUAGES, type LanguageCode } from '@/contract/common';
import {
  TRANSLATED_ENTITIES,
  TranslationHoldInput,
  type TranslatedEntity,
  type TranslationStatusRow,
} from '@/contract/entities/translationState';
import { editorialApi, editorialKey, isVersioned, versionedResource } from '../../lib/editorial';
import { intlLocale } from '../../components/fields';
import { conflictOf } from '../../lib/conflict';
import { useWarnWhenDirty } from '../../lib/useWarnWhenDirty';
import { useLocalDraft } from '../../lib/localDraft';
import { holdLanguage, markChecked, recordTranslation, saveTranslations } from './api';
import { SourceDiff } from './SourceDiff';
import { StateChip } from './states';

function FieldRow({
  row,
  value,
  onChange,
  onChecked,
}: {
  row: TranslationStatusRow;
  value: string;
  onChange: (v: string) => void;
  onChecked: () => void;
}) {
  const translate = useTranslate();
  const language = translate(`admin.languages.${row.language}`);
  const multiline = (row.source ?? '').length > 80 || (row.source ?? '').includes('\n');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} data-field={row.field} data-state={row.state}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="subtitle2" component="h2" sx={{ fontFamily: 'monospace' }}>
          {row.field}
        </Typography>
        <StateChip state={row.state} />
        {row.state === 'outdated' && (
          <Typography variant="caption" color="text.secondary">
            {translate('admin.cockpit.versions', { then: row.sourceVersion, now: row.currentVersion })}
          </Typography>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('admin.cockpit.source')}
            {row.sourceThen !== undefined && ` · ${translate('admin.cockpit.changedSince', { version: row.sourceVersion })}`}
          </Typography>
          <Box sx={{ p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}>
            <SourceDiff then={row.sourceThen} now={row.source ?? ''} />
          </Box>
        </Box>
        <Box>
          <TextField
            label={language}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            fullWidth
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            size="small"
            slotProps={{ htmlInput: { lang: row.language } }}
          />
          {row.state === 'outdated' && value === (row.text ?? '') && (
            <Button size="small" sx={{ mt: 1 }} onClick={onChecked}>
              {translate('admin.cockpit.check')}
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** One editor per record and language: its unsaved edits start afresh when the address changes. */
export function TranslationEditor() {
  const { entity, id, language } = useParams();
  return <RecordTranslation key={`${entity}/${id}/${language}`} />;
}

function RecordTranslation() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const params = useParams();
  const entity = params.entity as TranslatedEntity;
  const id = params.id ?? '';
  const language = params.language as LanguageCode;
  const valid = (TRANSLATED_ENTITIES as readonly string[]).includes(entity) && LANGUAGES.includes(language) && language !== 'de';
  const key = ['translationStatus', entity, id, 'withVersion'];
  const {
    data: loaded,
    isPending,
    error,
  } = useQuery({ queryKey: key, queryFn: () => recordTranslation(entity, id), enabled: valid });
  const data = loaded?.rows;
  // Whether the record has an unpublished draft (treatments, posts, pages, content blocks).
  const versioned = valid && isVersioned(entity);
  const { data: editorial } = useQuery({
    queryKey: editorialKey(entity, id),
    queryFn: () => editorialApi.state(versionedResource(entity), id),
    enabled: versioned,
  });
  const draftPending = versioned && !!editorial?.draft;
  const holdable = TranslationHoldInput.shape.entity.safeParse(entity).success;
  // Open translations first (outdated, missing, held back), current ones after them, each in the record's order.
  const rows = (data ?? [])
    .filter((r) => r.language === language)
    .sort((a, b) => Number(a.state === 'current') - Number(b.state === 'current'));
  const draft = useLocalDraft(`cockpit/${entity}/${id}/${language}`);
  const edits = draft.texts;
  const edit = (field: string, text: string) => {
    // The version on screen when typing began: a save after a reload is checked against it.
    if (draft.basedOn === undefined) draft.setBasedOn(loaded?.version);
    draft.setTexts((e) => ({ ...e, [field]: text }));
  };
  const [saving, setSaving] = useState(false);
  // A save refused because the record was saved meanwhile: by whom and when (the edits stay; the rows show the saved texts).
  const [conflict, setConflict] = useState<{ by: string; at: string } | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['translationStatus'] });
    await queryClient.invalidateQueries({ queryKey: ['translationOverview'] });
    if (versioned) await queryClient.invalidateQueries({ queryKey: editorialKey(entity, id) });
  };
  const changed = rows.filter((r) => edits[r.field] !== undefined && edits[r.field] !== (r.text ?? ''));
  useWarnWhenDirty(changed.length > 0 && !saving);
  const save = async () => {
    setSaving(true);
    try {
      const texts = Object.fromEntries(changed.map((r) => [r.field, edits[r.field]!]));
      const { draftUpdated } = await saveTranslations({ entity, id, language, texts }, draft.basedOn ?? loaded?.version);
      draft.discard();
      setConflict(null);
      await refresh();
      notify(draftUpdated ? 'admin.cockpit.savedWithDraft' : 'admin.cockpit.saved', { type: 'success' });
    } catch (err) {
      const meanwhile = conflictOf(err);
      if (meanwhile) {
        setConflict({ by: meanwhile.savedBy ?? '', at: String(meanwhile.current.updatedAt ?? '') });
        // The next save is based on what was saved meanwhile, which the rows show after the refresh.
        draft.setBasedOn(typeof meanwhile.current.updatedAt === 'string' ? meanwhile.current.updatedAt : undefined);
        await refresh(); // the saved texts and their version; the edits stay for the next save
      } else notify((err as Error).message || 'error.generic', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const check = async (row: TranslationStatusRow) => {
    await markChecked({ entity, id, field: row.field, language });
    await refresh();
    notify('admin.cockpit.checked', { type: 'success' });
  };
  const held = rows[0]?.held ?? false;
  const toggleHold = async () => {
    await holdLanguage({ entity, id, language, held: !held });
    await refresh();
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 1200 }}>
      <Title title="admin.cockpit.title" />
      <Link component={RouterLink} to="/translation-cockpit" variant="body2">
        ← {translate('admin.cockpit.back')}
      </Link>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }} gutterBottom>
        {rows[0]?.label ?? id} · {translate(`admin.languages.${language}`)}
      </Typography>
      {(!valid || error) && <Alert severity="error">{translate('ra.page.not_found')}</Alert>}
      {isPending && valid && <LinearProgress />}
      {data && (
        <Stack spacing={2}>
          {conflict && (
            <Alert severity="warning" data-testid="cockpit-conflict">
              {translate('admin.cockpit.conflict', {
                by: conflict.by || translate('admin.conflict.someone'),
                at: new Date(conflict.at).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
              {changed.map((r) => (
                <Typography key={r.field} variant="body2" sx={{ mt: 0.5 }}>
                  {r.field}: {r.text || '—'}
                </Typography>
              ))}
            </Alert>
          )}
          {draft.restored && (
            <Alert
              severity="info"
              data-testid="cockpit-restored"
              action={
                <Button color="inherit" size="small" onClick={draft.discard}>
                  {translate('admin.cockpit.discardRestored')}
                </Button>
              }
            >
              {translate('admin.cockpit.restored', {
                at: new Date(draft.restored.at).toLocaleString(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </Alert>
          )}
          {draftPending && (
            <Alert severity="info" data-testid="draft-pending">
              {translate('admin.cockpit.draftPending')}
            </Alert>
          )}
          {/* Alt texts, SEO entries and UI texts: nothing to hold back (the contract refuses it). */}
          {holdable && (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
              <FormControlLabel
                control={<Switch checked={held} onChange={toggleHold} />}
                label={translate('admin.cockpit.hold', { language: translate(`admin.languages.${language}`) })}
              />
              <Typography variant="body2" color="text.secondary">
                {translate('admin.cockpit.holdHint')}
              </Typography>
            </Paper>
          )}
          {rows.map((row) => (
            <FieldRow
              key={row.field}
              row={row}
              value={edits[row.field] ?? row.text ?? ''}
              onChange={(v) => edit(row.field, v)}
              onChecked={() => void check(row)}
            />
          ))}
          <Box sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
            <Button variant="contained" disabled={!changed.length || saving} onClick={() => void save()}>
              {translate('admin.cockpit.save')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
