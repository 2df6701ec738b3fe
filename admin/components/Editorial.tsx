/**
 * Drafts, publishing, scheduling, versions and preview in the edit screens of treatments, blog
 * posts, pages and content blocks. The form opens the draft when there is one; "Save
 * draft" keeps the edit away from visitors, "Publish" makes it live (and keeps a version); the
 * panel under the form schedules publishing and unpublishing, opens a preview of the draft as the
 * public page in any language (a short-lived link of the signed-in staff member) and lists the
 * versions, each restorable after a confirmation.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  DeleteButton,
  Toolbar,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { LANGUAGES, type LanguageCode } from '@/contract/common';
import type { EditorialState, Version } from '@/contract/entities/editorial';
import { editorialApi, editorialKey, isVersioned, versionedResource } from '../lib/editorial';
import { usePhone } from '../lib/usePhone';
import { intlLocale } from './fields';
import { conflictOf } from '../lib/conflict';
import { ResourceEdit, useConflict } from './forms';

function useEditorial() {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const id = String(record?.id ?? '');
  const query = useQuery({
    queryKey: editorialKey(resource, id),
    queryFn: () => editorialApi.state(versionedResource(resource), id),
    enabled: !!id && isVersioned(resource),
  });
  const queryClient = useQueryClient();
  const update = (state: EditorialState) => queryClient.setQueryData(editorialKey(resource, id), state);
  return { resource, record, id, state: query.data, update, refetch: query.refetch };
}

/** An action not carried out for a reason the editor should read: a translation key and its arguments. */
class Refused extends Error {
  constructor(
    key: string,
    readonly args: Record<string, string>,
  ) {
    super(key);
  }
}

/** Runs an action with a busy flag and its success or error notice. */
function useAction() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      notify(success, { type: 'success' });
    } catch (err) {
      if (err instanceof Refused) notify(err.message, { type: 'warning', messageArgs: err.args, autoHideDuration: null });
      else notify((err as Error).message || 'error.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * For an action refused because a colleague changed the same thing since the panel showed it (409
 * `conflict`): the panel shows theirs now, and the notice `key` says who and when. Other errors pass.
 */
function useSavedMeanwhile() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { refetch } = useEditorial();
  return async (err: unknown, key: string, beforeShowing?: () => void): Promise<never> => {
    const meanwhile = conflictOf(err);
    if (!meanwhile) throw err;
    beforeShowing?.();
    await refetch();
    const at = meanwhile.current.updatedAt;
    throw new Refused(key, {
      by: meanwhile.savedBy ?? translate('admin.conflict.someone'),
      at: typeof at === 'string' ? dateTime(at, locale) : '—',
    });
  };
}

/** `<input type="datetime-local">` speaks local time without a zone; the API takes ISO with one. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(+d - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** Save draft (not live), publish (live, a version), delete. Replaces the edit form's Save. */
export function EditorialToolbar() {
  const translate = useTranslate();
  const { resource, id, update } = useEditorial();
  const form = useFormContext();
  const refresh = useRefresh();
  const { busy, run } = useAction();
  const { report } = useConflict();
  const record = useRecordContext();
  const saveDraft = async (values: Record<string, unknown>) => {
    let state: EditorialState;
    try {
      state = await editorialApi.saveDraft(versionedResource(resource), id, values);
    } catch (err) {
      // Saved meanwhile by someone else: the form keeps what was typed and shows the conflict to merge.
      const meanwhile = conflictOf(err);
      if (meanwhile) report({ ...meanwhile, recordVersion: record?.updatedAt });
      throw err;
    }
    report(null);
    update(state);
    // Saved: no unsaved-changes warning for what is in the draft, and the next save is based on it.
    form.reset({ ...values, updatedAt: state.draft?.updatedAt ?? values.updatedAt });
    return state;
  };
  const onSaveDraft = form.handleSubmit((values) => run(() => saveDraft(values), 'admin.editorial.draftSaved'));
  const onPublish = form.handleSubmit((values) =>
    run(async () => {
      const saved = await saveDraft(values);
      await editorialApi.publish(versionedResource(resource), id, saved.draft?.updatedAt);
      update(await editorialApi.state(versionedResource(resource), id));
      refresh();
    }, 'admin.editorial.published'),
  );
  const size = usePhone() ? 'small' : 'medium'; // both buttons and the delete icon in one row of the phone's fixed toolbar
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size={size} onClick={onSaveDraft} disabled={busy}>
          {translate('admin.editorial.saveDraft')}
        </Button>
        <Button variant="outlined" size={size} color="success" onClick={onPublish} disabled={busy}>
          {translate('admin.editorial.publish')}
        </Button>
      </Stack>
      {/* Undoable as before: the form's saves wait for the server, deleting keeps its undo. */}
      <DeleteButton mutationMode="undoable" />
    </Toolbar>
  );
}

/** Opens the draft in the form (once per record) and says what state the record is in. */
function DraftStatus({ state }: { state: EditorialState }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const form = useFormContext();
  const record = useRecordContext();
  const { resource, id, update } = useEditorial();
  const { busy, run } = useAction();
  const savedMeanwhile = useSavedMeanwhile();
  const refresh = useRefresh();
  const loaded = useRef<string | null>(null);
  const { conflict } = useConflict();
  const { draft } = state;
  useEffect(() => {
    const stamp = draft ? `${id}@${draft.updatedAt}` : null;
    // Once per draft: inputs that normalise their value on mount make the form dirty at once, so no dirty check.
    // Not while a refused save is being merged: the form holds the editor's edits, the panel the other draft.
    if (draft && record && loaded.current !== stamp && !conflict) {
      // The draft's version, so a save of this form is based on it (lib/editorial.ts).
      form.reset({ ...record, ...draft.data, updatedAt: draft.updatedAt, updatedBy: draft.updatedBy });
      loaded.current = stamp;
    }
  }, [draft, record, id, form, conflict]);
  if (!draft)
    return (
      <Alert severity="success" variant="outlined">
        {translate('admin.editorial.noDraft')}
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={busy}
          onClick={() =>
            run(async () => {
              // A colleague's draft saved since the panel showed this one is kept, and the form opens it.
              update(
                await editorialApi
                  .discardDraft(versionedResource(resource), id, draft.updatedAt)
                  .catch((err) => savedMeanwhile(err, 'admin.editorial.discardRefused')),
              );
              loaded.current = null;
              // No draft now: the form's next save is based on the live record again.
              form.setValue('updatedAt', record?.updatedAt);
              refresh();
            }, 'admin.editorial.draftDiscarded')
          }
        >
          {translate('admin.editorial.discard')}
        </Button>
      }
    >
      {translate('admin.editorial.draftFrom', {
        at: dateTime(draft.updatedAt, locale),
        by: draft.updatedBy ?? '—',
      })}
      {draft.changed.length > 0 && (
        <Box sx={{ mt: 0.5, wordBreak: 'break-word' }}>
          {translate('admin.editorial.changedFields')}: {draft.changed.join(', ')}
        </Box>
      )}
    </Alert>
  );
}

/** A panel's heading and the line under it that says what the panel does (translation keys). */
function PanelHeading({ title, hint }: { title: string; hint: string }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {translate(title)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(hint)}
      </Typography>
    </>
  );
}

/** A date and time in the browser's zone (the schedule's two ends), its label always above it. */
function LocalTimeField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      type="datetime-local"
      size="small"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function ScheduleForm({ state }: { state: EditorialState }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { resource, id, update } = useEditorial();
  const { busy, run } = useAction();
  const savedMeanwhile = useSavedMeanwhile();
  const { schedule } = state;
  const [publishAt, setPublishAt] = useState(toLocalInput(schedule.publishAt));
  const [unpublishAt, setUnpublishAt] = useState(toLocalInput(schedule.unpublishAt));
  // The inputs start again from a schedule saved or run since (React's "adjusting state when a prop
  // changes", in render), except after a refused save: then they keep what this editor entered.
  const stored = `${schedule.updatedAt}|${schedule.publishAt}|${schedule.unpublishAt}`;
  const [shown, setShown] = useState(stored);
  const [keepEntries, setKeepEntries] = useState(false);
  if (stored !== shown) {
    setShown(stored);
    if (keepEntries) setKeepEntries(false);
    else {
      setPublishAt(toLocalInput(schedule.publishAt));
      setUnpublishAt(toLocalInput(schedule.unpublishAt));
    }
  }
  // Over the schedule the panel shows: one a colleague saved since is shown instead (the chips below),
  // and saving again puts this editor's over it.
  const save = (times: { publishAt: string | null; unpublishAt: string | null }) =>
    run(
      async () =>
        update(
          await editorialApi
            .schedule(versionedResource(resource), id, times, schedule.updatedAt)
            .catch((err) => savedMeanwhile(err, 'admin.editorial.scheduleRefused', () => setKeepEntries(true))),
        ),
      'admin.editorial.scheduleSaved',
    );
  return (
    <Stack spacing={1.5}>
      <PanelHeading title="admin.editorial.schedule" hint="admin.editorial.scheduleHint" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <LocalTimeField label="admin.editorial.publishAt" value={publishAt} onChange={setPublishAt} />
        <LocalTimeField label="admin.editorial.unpublishAt" value={unpublishAt} onChange={setUnpublishAt} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => save({ publishAt: fromLocalInput(publishAt), unpublishAt: fromLocalInput(unpublishAt) })}
        >
          {translate('admin.editorial.saveSchedule')}
        </Button>
        {(schedule.publishAt || schedule.unpublishAt) && (
          <Button disabled={busy} onClick={() => save({ publishAt: null, unpublishAt: null })}>
            {translate('admin.editorial.clearSchedule')}
          </Button>
        )}
      </Stack>
      {schedule.publishAt && (
        <Chip
          sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          color="info"
          label={translate('admin.editorial.scheduledPublish', { at: dateTime(schedule.publishAt, locale) })}
        />
      )}
      {schedule.unpublishAt && (
        <Chip
          sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          label={translate('admin.editorial.scheduledUnpublish', { at: dateTime(schedule.unpublishAt, locale) })}
        />
      )}
    </Stack>
  );
}

function PreviewLauncher() {
  const translate = useTranslate();
  const { resource, id } = useEditorial();
  const { busy, run } = useAction();
  const [language, setLanguage] = useState<LanguageCode>('de');
  const open = () =>
    run(async () => {
      // Opened at once (a popup blocker allows it only within the click), then pointed at the link.
      const tab = window.open('', '_blank');
      try {
        const link = await editorialApi.preview(versionedResource(resource), id, language);
        if (tab) {
          tab.opener = null;
          tab.location.href = link.url;
        } else window.location.assign(link.url);
      } catch (err) {
        tab?.close();
        throw err;
      }
    }, 'admin.editorial.previewOpened');
  return (
    <Stack spacing={1.5}>
      <PanelHeading title="admin.editorial.preview" hint="admin.editorial.previewHint" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          fullWidth={false}
          size="small"
          label={translate('admin.editorial.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as LanguageCode)}
          sx={{ width: 200 }}
        >
          {LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(`ra.locales.${l}`, { _: l.toUpperCase() })}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={busy} onClick={open}>
          {translate('admin.editorial.openPreview')}
        </Button>
      </Stack>
    </Stack>
  );
}

function VersionRows({ versions }: { versions: Version[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const phone = usePhone();
  const { resource, id, update } = useEditorial();
  const refresh = useRefresh();
  const { busy, run } = useAction();
  const [asked, setAsked] = useState<Version | null>(null);
  const current = versions[0]?.number;
  const record = useRecordContext();
  const restore = (v: Version) =>
    run(async () => {
      try {
        // Over the live version this screen shows: one published meanwhile is not replaced unseen.
        await editorialApi.restore(versionedResource(resource), id, v.number, record?.updatedAt as string | undefined);
      } finally {
        update(await editorialApi.state(versionedResource(resource), id));
        refresh();
      }
    }, 'admin.editorial.restored');
  const action = (v: Version) => translate(`admin.editorial.action.${v.action}`, { n: v.restoredFrom ?? '' }) as ReactNode;
  return (
    <>
      <Table size="small" aria-label={translate('admin.editorial.versions')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('admin.editorial.version')}</TableCell>
            <TableCell>{translate('admin.editorial.when')}</TableCell>
            {!phone && <TableCell>{translate('admin.editorial.changedFields')}</TableCell>}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.number}>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <strong>{v.number}</strong> · {action(v)}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                {dateTime(v.at, locale)}
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {v.by ?? '—'}
                </Typography>
                {phone && v.changed.length > 0 && (
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                    {v.changed.join(', ')}
                  </Typography>
                )}
              </TableCell>
              {!phone && (
                <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }}>{v.changed.join(', ') || '—'}</TableCell>
              )}
              <TableCell align="right" sx={{ verticalAlign: 'top' }}>
                {v.number !== current && (
                  <Button size="small" disabled={busy} onClick={() => setAsked(v)}>
                    {translate('admin.editorial.restore')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={!!asked}
        title="admin.editorial.restoreTitle"
        content="admin.editorial.restoreQuestion"
        translateOptions={{ n: asked?.number ?? '' }}
        onConfirm={() => {
          if (asked) void restore(asked);
          setAsked(null);
        }}
        onClose={() => setAsked(null)}
      />
    </>
  );
}

/** Under the form: the draft's state, the schedule, the preview and the versions. */
export function EditorialPanel() {
  const translate = useTranslate();
  const { state } = useEditorial();
  if (!state) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', mt: 2 }}>
      <DraftStatus state={state} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ScheduleForm state={state} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PreviewLauncher />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {translate('admin.editorial.versions')}
        </Typography>
        {state.versions.length ? (
          <VersionRows versions={state.versions} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('admin.editorial.noVersions')}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}

/** The edit screen of a resource with drafts: its inputs, then the editorial panel; draft and publish instead of save. */
export const EditorialEdit = ({ children }: { children: ReactNode }) => (
  <ResourceEdit toolbar={<EditorialToolbar />}>
    {children}
    <EditorialPanel />
  </ResourceEdit>
);
