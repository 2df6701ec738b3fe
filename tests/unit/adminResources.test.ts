/**
 * The admin finds a resource's screens by folder (admin/resources/<name>/index.tsx): every resource of
 * the contract has its folder, every folder is a resource's, and its screens carry the folder's name.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@/contract/endpoints';
import { ADMIN_RESOURCES } from '../../admin/resources';

const folders = readdirSync(new URL('../../admin/resources/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('admin resources', () => {
  it('registers the screens of every contract resource, in the contract’s order, each under its own name', () => {
    expect(ADMIN_RESOURCES.map((screens) => screens.name)).toEqual(RESOURCES.map((resource) => resource.name));
  });

  it('has no folder that names no contract resource', () => {
    expect(folders.sort()).toEqual(RESOURCES.map((resource) => resource.name).sort());
  });

  it('gives every resource a screen to open (a list, or a singleton’s one record on the list route)', () => {
    for (const screens of ADMIN_RESOURCES) expect(screens.list, screens.name).toBeTypeOf('function');
  });
});
