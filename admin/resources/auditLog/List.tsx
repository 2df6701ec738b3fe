/**
 * The audit log (issue 20): every staff write, export and erasure, newest first, read only, for
 * admins. It names the record (kind and id) and the fields sent, never their content: who changed a
 * patient's request is here, what they wrote is not.
 */
import { Chip, Stack } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import type { AuditEntry } from '@/contract/entities/privacy';
import { CHOICES } from '../../components/choices';
import { DateField } from '../../components/fields';

const Fields = ({ record }: { record: AuditEntry }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {record.fields.map((f) => (
      <Chip key={f} size="small" variant="outlined" label={f} />
    ))}
    {Object.entries(record.counts ?? {})
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => (
        <Chip key={kind} size="small" label={`${kind}: ${n}`} />
      ))}
  </Stack>
);

export const AuditLogList = () => (
  <List
    filters={[
      <SearchInput key="q" source="q" alwaysOn />,
      <TextInput key="user" source="user" />,
      <TextInput key="kind" source="kind" />,
      <SelectInput key="action" source="action" choices={CHOICES.auditAction} alwaysOn />,
      <DateInput key="from" source="from" />,
      <DateInput key="until" source="until" />,
    ]}
    sort={{ field: 'at', order: 'DESC' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="at" showTime />
      <TextField source="user" sortable={false} emptyText="–" />
      <SelectField source="action" choices={CHOICES.auditAction} sortable={false} />
      <TextField source="kind" sortable={false} />
      <TextField source="recordId" sortable={false} emptyText="–" />
      <FunctionField<AuditEntry> source="fields" sortable={false} render={(record) => <Fields record={record} />} />
    </Datagrid>
  </List>
);
