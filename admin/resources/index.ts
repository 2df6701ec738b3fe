/**
 * The admin's resources: one per resource of the contract (src/contract/endpoints.ts RESOURCES), each in
 * the folder named as the resource, whose index exports its screens as `screens` (list, edit, create,
 * icon). Found by folder, so a new resource is its entity, its entry in the endpoint table and its
 * folder; `tests/unit/adminResources.test.ts` fails while a contract resource has no folder, a folder
 * names no resource, or a folder's screens carry another name.
 */
import type { ResourceProps } from 'react-admin';
import { RESOURCES } from '@/contract/endpoints';

/** Every folder's index: a resource's screens live in the folder named as the resource. */
const MODULES = import.meta.glob<{ screens: ResourceProps }>('./*/index.tsx', { eager: true });
const SCREENS = new Map(Object.entries(MODULES).map(([path, module]) => [path.split('/')[1]!, module.screens]));

/** In the contract's order; a resource without a folder is missing from the admin, and a unit test says so. */
export const ADMIN_RESOURCES: ResourceProps[] = RESOURCES.flatMap((resource) => SCREENS.get(resource.name) ?? []);
