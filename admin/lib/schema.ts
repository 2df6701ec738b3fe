/**
 * The contract's zod schemas as react-admin form validation, and the payload cleaning that turns form
 * values into exactly what the strict input schemas accept.
 *
 * Forms hold the whole record (id, timestamps), store empty inputs as null (react-admin's default
 * parse) and may hold pending uploads; the API's input schemas are strict. `cleanFor` walks the
 * schema and keeps only its keys, drops empty optional values and turns Dates into ISO strings, so
 * the admin validates and sends the same object. Messages stay i18n ids (src/i18n/messages), which
 * the admin's i18nProvider translates like any other label.
 */
import { z } from 'zod';
import { RESOURCE_BY_NAME } from '@/contract/endpoints';

/** A schema's definition: every zod schema is one of zod's own kinds, whose definitions name it in `type`. */
export const defOf = (schema: z.core.$ZodType) => (schema as z.core.$ZodTypes)._zod.def;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof File);

/** True when nothing was entered: no text, no number, no flag anywhere inside. */
export function isBlank(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (Array.isArray(v)) return v.every(isBlank);
  if (isPlainObject(v)) return Object.values(v).every(isBlank);
  return false;
}

/** A chosen but not yet uploaded file (react-admin FileInput/ImageInput value). */
export const isPendingFile = (v: unknown): v is { rawFile: File; title?: string } =>
  isPlainObject(v) && typeof File !== 'undefined' && v.rawFile instanceof File;

/** Form values → the payload `schema` accepts (see the file comment). */
export function clean(schema: z.core.$ZodType, value: unknown): unknown {
  const def = defOf(schema);
  if (value instanceof Date) value = Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  switch (def.type) {
    case 'optional': {
      if (value === null || value === undefined || value === '') return undefined;
      const inner = clean(def.innerType, value);
      return isPlainObject(inner) && isBlank(inner) ? undefined : inner;
    }
    case 'default':
      return value === null || value === undefined ? undefined : clean(def.innerType, value);
    case 'nullable':
      return value === null || value === undefined || value === '' ? null : clean(def.innerType, value);
    case 'object': {
      // A missing required object is cleaned as an empty one, so errors point at its own fields.
      if (value !== null && value !== undefined && !isPlainObject(value)) return value;
      const source = isPlainObject(value) ? value : {};
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        const v = clean(field, source[key]);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    case 'array':
      if (value === null || value === undefined) return [];
      if (!Array.isArray(value)) return value;
      return value.filter((v) => v !== null && v !== undefined).map((v) => clean(def.element, v));
    case 'record':
      if (value === null || value === undefined) return {};
      if (!isPlainObject(value)) return value;
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(def.valueType, v)]));
    case 'pipe':
      return clean(def.in, value);
    case 'string':
      return value === null ? '' : value;
    // "'' or an address" (OptionalHttpsUrl, OptionalEmail): a cleared input is the empty choice.
    case 'union':
      if (value !== null && value !== undefined) return value;
      return def.options.some((option) => z.safeParse(option, '').success) ? '' : undefined;
    default:
      return value === null ? undefined : value;
  }
}

/** Replaces pending uploads by a placeholder path, so validation judges the rest of an image reference. */
export function withUploadPlaceholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withUploadPlaceholders);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = withUploadPlaceholders(v);
  if (isPendingFile(value.file)) out.src = '/upload';
  return out;
}

/** The message id of one zod issue: the contract's own id, or a generic one for zod's built-in checks. */
function messageId(issue: z.core.$ZodIssue, input: unknown): string {
  if (/^(validation|error)\./.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && (input === undefined || input === null)) return 'validation.required';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return 'validation.required';
  if (issue.code === 'too_small' && issue.origin === 'array' && Number(issue.minimum) <= 1) return 'validation.required';
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
  if (issue.code === 'invalid_value' && (input === undefined || input === null || input === '')) return 'validation.required';
  return 'validation.invalid';
}

const at = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined), value);

/** Sets `message` at `path` in a nested errors object (arrays for numeric segments), keeping the first. */
export function setAt(target: Record<string, unknown>, path: PropertyKey[], message: string) {
  if (!path.length) return;
  let node: Record<PropertyKey, unknown> = target;
  path.forEach((key, i) => {
    const last = i === path.length - 1;
    if (last) {
      node[key] ??= message;
      return;
    }
    const next = node[key];
    if (typeof next === 'string') return;
    node[key] = next ?? (typeof path[i + 1] === 'number' ? [] : {});
    node = node[key] as Record<PropertyKey, unknown>;
  });
}

export type FormErrors = Record<string, unknown>;

/** react-admin form-level `validate` from a contract schema (errors nested like the form values). */
export function zodValidate(schema: z.ZodType) {
  return (values: Record<string, unknown>): FormErrors => {
    const payload = clean(schema, withUploadPlaceholders(values));
    const result = schema.safeParse(payload);
    const errors: FormErrors = {};
    if (!result.success)
      for (const issue of result.error.issues) {
        const path = issue.path as PropertyKey[];
        if (issue.code === 'unrecognized_keys') continue;
        setAt(errors, path.length ? path : ['root'], messageId(issue, at(payload, path)));
      }
    return errors;
  };
}

/** Create/update body schema of a resource, as the contract declares it. */
export function inputSchema(resource: string, kind: 'create' | 'update'): z.ZodType | undefined {
  const r = RESOURCE_BY_NAME.get(resource);
  if (!r) return undefined;
  return kind === 'create' ? (r.input ?? r.update) : (r.update ?? r.input);
}

/** Form validation of a resource's create or edit form. */
export const validateFor = (resource: string, kind: 'create' | 'update') => {
  const schema = inputSchema(resource, kind);
  return schema ? zodValidate(schema) : undefined;
};

/** The body a resource's create/update endpoint accepts, from form values. */
export function cleanFor(resource: string, kind: 'create' | 'update', data: unknown): unknown {
  const schema = inputSchema(resource, kind);
  return schema ? clean(schema, data) : data;
}
