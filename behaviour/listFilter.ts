/** An admin list's validated filter (ra-data-simple-rest) as a store query, the same on both stores. */
import { RESOURCE_BY_NAME } from '../src/contract/endpoints';
import { DEFAULT_LOCATION } from '../src/contract/rules/booking';
import type { ListQuery } from '../src/contract/http';
import type { Filter, Sort } from './store';

export const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Primitives become equality, `q` a case-insensitive search over the resource's search fields, `id` a list of ids. */
export function listFilter(resource: string, filter: ListQuery['filter'] = {}): Filter {
  const searchFields = RESOURCE_BY_NAME.get(resource)?.search ?? [];
  const out: Filter = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === 'q') {
      const q = String(value).trim();
      if (q && searchFields.length) out.$or = searchFields.map((f) => ({ [f]: { $regex: escapeRegex(q), $options: 'i' } }));
    } else if (key === 'id') out.id = { $in: (value as string[]).map(String) };
    // Team members hold a list of roles, staff users a single `role`.
    else if (key === 'role' && resource === 'team') out.roles = String(value);
    // Appointment requests stored without a location are for the main practice (rules/booking.ts).
    else if (key === 'location' && resource === 'appointments' && value === DEFAULT_LOCATION)
      out.location = { $in: [value, null] };
    // The logs (auditLog, consentLog): whole days of their time `at`, a Date, `until` inclusive (UTC).
    else if (key === 'from') out.at = { ...(out.at as object), $gte: new Date(`${String(value)}T00:00:00Z`) };
    else if (key === 'until')
      out.at = { ...(out.at as object), $lt: new Date(Date.parse(`${String(value)}T00:00:00Z`) + 24 * 60 * 60_000) };
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/** The list's order; ties by id, so pages never overlap. */
export function listSort(q: ListQuery): Sort {
  const [field, order] = q.sort ?? ['id', 'ASC'];
  return { [field]: order === 'ASC' ? 1 : -1, ...(field === 'id' ? {} : { id: 1 }) };
}
