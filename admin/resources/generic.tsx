/**
 * The admin screens of a contract resource that needs nothing special, built from its schemas: a
 * list with a column per plain field of the record (sortable where the contract allows), the free
 * search where the contract declares one, and create/edit forms with an input per field of the input
 * schema (five-language tabs for Localized texts, selects for enums, date pickers for dates). Access,
 * validation and the create/delete buttons follow the contract like every other resource's.
 * A resource with its own screens registers them in ./index.ts instead.
 */
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { ReactElement } from 'react';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateInput,
  DateTimeInput,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  type ResourceProps,
} from 'react-admin';
import type { z } from 'zod';
import { LANGUAGES } from '@/contract/common';
import type { ResourceSpec } from '@/contract/endpoints';
import { CHOICES } from '../components/choices';
import { DateField } from '../components/fields';
import { ResourceCreate, ResourceEdit, SingletonEdit } from '../components/forms';
import { LocalizedInputs } from '../components/LocalizedInputs';
import { defOf } from '../lib/schema';

type Kind = 'localized' | 'enum' | 'boolean' | 'number' | 'date' | 'datetime' | 'text' | 'other';
type Field = { name: string; kind: Kind; options: string[]; long: boolean };

/** Fields every record carries; the admin shows them on its own terms, not as form inputs. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'updatedBy']);

function kindOf(schema: z.ZodType): Omit<Field, 'name'> {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return kindOf(def.innerType!);
  const plain = { options: [] as string[], long: false };
  if (def.type === 'enum') return { ...plain, kind: 'enum', options: Object.values(def.entries!).map(String) };
  if (def.type === 'boolean') return { ...plain, kind: 'boolean' };
  if (def.type === 'number') return { ...plain, kind: 'number' };
  if (def.type === 'string' && def.format === 'date') return { ...plain, kind: 'date' };
  if (def.type === 'string' && def.format === 'datetime') return { ...plain, kind: 'datetime' };
  if (def.type === 'string') return { ...plain, kind: 'text', long: ((schema as z.ZodString).maxLength ?? 0) > 300 };
  if (def.type === 'object' && Object.keys(def.shape!).every((k) => (LANGUAGES as readonly string[]).includes(k)))
    return { ...plain, kind: 'localized', long: kindOf(def.shape!.de!).long };
  return { ...plain, kind: 'other' };
}

const fieldsOf = (schema: z.ZodType | undefined): Field[] =>
  Object.entries(schema ? (defOf(schema).shape ?? {}) : {})
    .filter(([name]) => !BOOKKEEPING.has(name))
    .map(([name, s]) => ({ name, ...kindOf(s) }))
    .filter((f) => f.kind !== 'other');

/** An enum's choices: its labels where the site or the admin has them, else the values themselves. */
const choicesOf = (f: Field) =>
  (CHOICES as Record<string, { id: string | number; name: string }[]>)[f.name] ?? f.options.map((id) => ({ id, name: id }));

function column(f: Field, sortable: boolean): ReactElement {
  const props = { key: f.name, source: f.name, sortable };
  switch (f.kind) {
    case 'localized':
      return <FunctionField {...props} render={(r: Record<string, Record<string, string> | undefined>) => r[f.name]?.de} />;
    case 'enum':
      return <SelectField {...props} choices={choicesOf(f)} emptyText="–" />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'number':
      return <NumberField {...props} />;
    case 'date':
    case 'datetime':
      return <DateField {...props} showTime={f.kind === 'datetime'} />;
    default:
      return <TextField {...props} />;
  }
}

function input(f: Field): ReactElement {
  const props = { key: f.name, source: f.name };
  switch (f.kind) {
    case 'enum':
      return <SelectInput {...props} choices={choicesOf(f)} />;
    case 'boolean':
      return <BooleanInput {...props} />;
    case 'number':
      return <NumberInput {...props} />;
    case 'date':
      return <DateInput {...props} />;
    case 'datetime':
      return <DateTimeInput {...props} />;
    default:
      return <TextInput {...props} fullWidth multiline={f.long} minRows={f.long ? 3 : undefined} />;
  }
}

/** The inputs of a form: plain fields first, then the Localized ones together in one set of language tabs. */
function Inputs({ fields }: { fields: Field[] }) {
  const localized = fields.filter((f) => f.kind === 'localized');
  return (
    <>
      {fields.filter((f) => f.kind !== 'localized').map(input)}
      {localized.length > 0 && <LocalizedInputs>{localized.map(input)}</LocalizedInputs>}
    </>
  );
}

/** react-admin's registration of a contract resource, with screens built from its schemas. */
export function genericResource(spec: ResourceSpec): ResourceProps {
  const record = fieldsOf(spec.record);
  const form = fieldsOf(spec.update ?? spec.input);
  const createForm = fieldsOf(spec.input ?? spec.update);
  const sortable = new Set(spec.sort);
  const label = record.find((f) => f.kind === 'localized') ?? record.find((f) => f.kind === 'text');
  const recordRepresentation = (r: Record<string, unknown>) =>
    String(
      (label?.kind === 'localized' ? (r[label.name] as Record<string, string> | undefined)?.de : r[label?.name ?? 'id']) ?? r.id,
    );

  if (spec.singleton)
    return {
      name: spec.name,
      icon: ListAltIcon,
      list: () => (
        <SingletonEdit resource={spec.name}>
          <Inputs fields={form} />
        </SingletonEdit>
      ),
    };

  const filters = spec.search.length ? [<SearchInput key="q" source="q" alwaysOn />] : undefined;
  const defaultSort = spec.sort.find((s) => s !== 'id') ?? 'id';
  return {
    name: spec.name,
    icon: ListAltIcon,
    recordRepresentation,
    list: () => (
      <List filters={filters} sort={{ field: defaultSort, order: 'ASC' }}>
        <Datagrid rowClick={spec.update || spec.input ? 'edit' : false}>
          {record.map((f) => column(f, sortable.has(f.name)))}
        </Datagrid>
      </List>
    ),
    edit:
      spec.update || spec.input
        ? () => (
            <ResourceEdit>
              <Inputs fields={form} />
            </ResourceEdit>
          )
        : undefined,
    create: spec.input
      ? () => (
          <ResourceCreate>
            <Inputs fields={createForm} />
          </ResourceCreate>
        )
      : undefined,
  };
}
