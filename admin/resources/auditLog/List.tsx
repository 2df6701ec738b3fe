/**
 * The audit log: every staff write, export and erasure, newest first, read only, for
 * admins. It names the record (kind and id) and the fields sent, never their content: who changed a
 * patient's request is here, what they wrote is not.
 */
import { Chip, Stack } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { AuditEntry } from '@/contract/entities/privacy';
import { CHOICES } from '../../components/choices';
import { LogList } from '../../components/LogList';
import { DateField, intlLocale } from '../../components/fields';

/** Areas that are admin pages, not resources (behaviour/audit.ts kindOf), by their menu entry. */
const PAGE_KINDS: Record<string, string> = {
  privacy: 'admin.menu.privacyRequests',
  translations: 'admin.menu.uiTexts',
  'failed-jobs': 'admin.menu.failedJobs',
};
/** The area by its name in the admin's menu (Blogkategorien, Datenschutz-Anfragen), else as stored. */
function useKindLabel() {
  const translate = useTranslate();
  return (kind: string) =>
    PAGE_KINDS[kind] ? translate(PAGE_KINDS[kind]) : translate(`resources.${kind}.name`, { smart_count: 2, _: kind });
}

function Fields({ record }: { record: AuditEntry }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.fields.map((f) => (
        <Chip key={f} size="small" variant="outlined" label={f} />
      ))}
      {Object.entries(record.counts ?? {})
        .filter(([, n]) => n > 0)
        .map(([kind, n]) => (
          <Chip key={kind} size="small" label={`${translate(`admin.privacy.kinds.${kind}`, { _: kind })}: ${n}`} />
        ))}
    </Stack>
  );
}

/** On a phone each entry is a line of the list: six columns would push the page sideways. */
function PhoneList() {
  const translate = useTranslate();
  const kindLabel = useKindLabel();
  const [locale] = useLocaleState();
  return (
    <SimpleList<AuditEntry>
      linkType={false}
      primaryText={(r) => `${translate(`admin.choices.auditAction.${r.action}`)} · ${kindLabel(r.kind)}`}
      secondaryText={(r) => [r.user ?? '–', r.recordId, r.fields.join(', ')].filter(Boolean).join(' · ')}
      tertiaryText={(r) => new Date(r.at).toLocaleString(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' })}
    />
  );
}

function Grid() {
  const kindLabel = useKindLabel();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="at" showTime />
      <TextField source="user" sortable={false} emptyText="–" />
      <SelectField source="action" choices={CHOICES.auditAction} sortable={false} />
      <FunctionField<AuditEntry> source="kind" sortable={false} render={(r) => kindLabel(r.kind)} />
      <TextField source="recordId" sortable={false} emptyText="–" />
      <FunctionField<AuditEntry> source="fields" sortable={false} render={(record) => <Fields record={record} />} />
    </Datagrid>
  );
}

export const AuditLogList = () => (
  <LogList
    filters={[
      <TextInput key="user" source="user" />,
      <TextInput key="kind" source="kind" />,
      <SelectInput key="action" source="action" choices={CHOICES.auditAction} alwaysOn />,
      <DateInput key="from" source="from" />,
      <DateInput key="until" source="until" />,
    ]}
    phoneList={<PhoneList />}
    grid={<Grid />}
  />
);
