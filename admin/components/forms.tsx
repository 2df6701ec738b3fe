/**
 * The create and edit screens every resource shares: validation from the contract's input schema
 * (lib/schema.ts), the unsaved-changes warning (in-app navigation and closing the tab), saves that
 * wait for the server and merge a conflicting save made meanwhile (ConflictPanel), a form that keeps
 * what was typed when its record is fetched again, and pessimistic, confirmed deletion where it is
 * asked for (applications, users).
 */
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import {
  AccessDenied,
  CanAccess,
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type CreateProps,
  type EditProps,
  type HttpError,
} from 'react-admin';
import { useFormState, type KeepStateOptions } from 'react-hook-form';
import { conflictOf, isOwnVersion, type SavedMeanwhile } from '../lib/conflict';
import { validateFor } from '../lib/schema';
import { ConflictPanel } from './ConflictPanel';
import { resolveUploads } from '../lib/uploads';

interface FormScreenProps {
  children: ReactNode;
  toolbar?: ReactElement | false;
  defaultValues?: Record<string, unknown>;
}

/**
 * Uploads chosen images when Save is clicked, while the form (and its progress bar) is still on
 * screen; an undoable edit would otherwise upload only after the undo delay. On failure the values
 * go on unchanged and the dataProvider reports the error.
 */
function useUploadTransform(resource: string) {
  const notify = useNotify();
  return useCallback(
    async (data: Record<string, unknown>) => {
      // The media library's own create is the upload itself (dataProvider.create).
      if (resource === 'media') return data;
      try {
        return await resolveUploads(data);
      } catch (err) {
        notify((err as Error).message || 'error.generic', { type: 'error' });
        return data;
      }
    },
    [notify, resource],
  );
}

export function ResourceCreate({ children, defaultValues, toolbar, ...props }: FormScreenProps & Omit<CreateProps, 'children'>) {
  const resource = useResourceContext({ resource: props.resource as string | undefined })!;
  const validate = useMemo(() => validateFor(resource, 'create'), [resource]);
  const transform = useUploadTransform(resource);
  return (
    <Create redirect="edit" transform={transform} {...props}>
      <SimpleForm validate={validate} warnWhenUnsavedChanges defaultValues={defaultValues} toolbar={toolbar}>
        {children}
      </SimpleForm>
    </Create>
  );
}

/** A refused stale save: the record saved meanwhile, and the version of the screen's record when it was refused. */
export interface Conflict extends SavedMeanwhile {
  recordVersion: unknown;
}

const ConflictContext = createContext<{ conflict: Conflict | null; report(conflict: Conflict | null): void }>({
  conflict: null,
  report: () => undefined,
});
/** The edit screen's refused save, for saves of its own (the editorial toolbar's drafts) to report and clear. */
export const useConflict = () => useContext(ConflictContext);

/** The conflict panel while the screen still shows the record whose save was refused (a save after it clears it). */
function ConflictSlot() {
  const record = useRecordContext();
  const { conflict } = useConflict();
  if (!conflict || record?.updatedAt !== conflict.recordVersion) return null;
  return <ConflictPanel key={String(conflict.current.updatedAt)} current={conflict.current} savedBy={conflict.savedBy} />;
}

/**
 * react-admin resets the form whenever its record is fetched again and differs (a colleague saved and
 * the window regained focus, a refresh after signing in again): everything typed was replaced by the
 * newer record, and the next save went through on its version without anyone seeing the other save.
 * While the form has unsaved changes the reset keeps it as it is, values and the version it was
 * loaded with, so the next save meets the conflict panel; an untouched form shows the newer record,
 * and so does a form whose own save the record is.
 * The options object is the one the form reads when it resets.
 */
function KeepEditsOnRefetch({ options }: { options: KeepStateOptions }) {
  const record = useRecordContext();
  const { isDirty } = useFormState();
  // The editor's own save coming back is no refetch: the form takes the saved record and its version.
  const keep = isDirty && !isOwnVersion(record?.updatedAt);
  // A layout effect runs before the form's own effect that resets it, in the same commit.
  useLayoutEffect(() => {
    Object.assign(options, { keepValues: keep, keepDefaultValues: keep, keepDirty: keep });
  });
  return null;
}

/**
 * Pessimistic, not undoable: the form stays on screen until the server has the save, so a save
 * refused as based on an older version (409 conflict) finds the form with everything typed in it
 * and the conflict panel can merge (an undoable edit has left the form by then).
 */
export function ResourceEdit({ children, toolbar, ...props }: FormScreenProps & Omit<EditProps, 'children'>) {
  const resource = useResourceContext({ resource: props.resource as string | undefined })!;
  const validate = useMemo(() => validateFor(resource, 'update'), [resource]);
  const transform = useUploadTransform(resource);
  const notify = useNotify();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [resetOptions] = useState<KeepStateOptions>(() => ({}));
  const onError = (error: unknown, variables: { previousData?: { updatedAt?: unknown } }) => {
    const meanwhile = conflictOf(error);
    if (meanwhile) return setConflict({ ...meanwhile, recordVersion: variables.previousData?.updatedAt });
    // As react-admin does by default: field errors show on their fields, anything else as a notification.
    if ((error as HttpError).body?.errors) return;
    notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    // The card's contents (the section tabs, inputs stretched by MUI) gave the form a min-content width
    // of about 760 px, and react-admin's layout (min-width: fit-content) grew the whole page to it: at
    // 390 px the edit screens scrolled sideways. Contained, the card takes the width it is given.
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={transform}
      sx={{ '& .RaEdit-card': { contain: 'inline-size' } }}
      {...props}
    >
      <ConflictContext.Provider value={{ conflict, report: setConflict }}>
        <SimpleForm validate={validate} warnWhenUnsavedChanges toolbar={toolbar ?? <EditToolbar />} resetOptions={resetOptions}>
          <KeepEditsOnRefetch options={resetOptions} />
          <ConflictSlot />
          {children}
        </SimpleForm>
      </ConflictContext.Provider>
    </Edit>
  );
}

/**
 * Singletons (about, contact, hero, settings) open their one record: id = resource name. The access
 * check comes first, so a role without the right never asks for the record.
 */
export const SingletonEdit = ({ resource, children }: { resource: string; children: ReactNode }) => (
  <CanAccess resource={resource} action="edit" accessDenied={<AccessDenied />}>
    <ResourceEdit
      resource={resource}
      id={resource}
      redirect={false}
      actions={false}
      toolbar={<SaveOnlyToolbar />}
      title={<SingletonTitle resource={resource} />}
    >
      {children}
    </ResourceEdit>
  </CanAccess>
);

function SingletonTitle({ resource }: { resource: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.${resource}.name`, { smart_count: 1 })}</>;
}

/**
 * react-admin's default edit toolbar, with the delete kept undoable: the delete button would follow
 * the form's pessimistic saves and ask first instead.
 */
const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="undoable" />
  </Toolbar>
);

export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Save plus a delete that asks first and waits for the server (no undo for personal data). */
export const ConfirmDeleteToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export interface Section {
  key: string;
  label: string;
  /** Top-level fields of the section: the tab turns red when one of them is invalid. */
  fields: string[];
  content: ReactNode;
}

function SectionTab({ section, ...rest }: { section: Section; value: string }) {
  const translate = useTranslate();
  const { errors } = useFormState();
  const invalid = section.fields.some((f) => f in errors);
  return (
    <Tab
      {...rest}
      label={translate(section.label)}
      sx={invalid ? { color: 'error.main' } : undefined}
      data-invalid={invalid || undefined}
    />
  );
}

/**
 * Long forms in sections (treatments): one tab per section, only the open section is mounted (a
 * treatment has hundreds of inputs in five languages). The form keeps the values of unmounted
 * inputs and validates the whole record (form-level validation), so a section with an invalid field
 * turns red even while closed.
 */
export function SectionTabs({ sections }: { sections: Section[] }) {
  const [current, setCurrent] = useState(sections[0].key);
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={current}
        onChange={(_e, v: string) => setCurrent(v)}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {sections.map((s) => (
          <SectionTab key={s.key} value={s.key} section={s} />
        ))}
      </Tabs>
      {sections
        .filter((s) => s.key === current)
        .map((s) => (
          <Box key={s.key} role="tabpanel" data-section={s.key}>
            {s.content}
          </Box>
        ))}
    </Box>
  );
}

/** A form section's heading, with the explanation below it where the section needs one (`hint`). */
export const Heading = ({ label, hint }: { label: string; hint?: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2, mb: 1, fontWeight: 600 }}>
        {translate(label)}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
          {translate(hint)}
        </Typography>
      )}
    </>
  );
};
