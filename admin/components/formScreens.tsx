/**
 * The create and edit screens of a resource whose forms are nothing but its inputs. A resource's
 * index names them in one line each (`create: createScreen(TeamInputs, TEAM_DEFAULTS)`) instead of
 * a wrapper file per screen; a screen with more to it (inviting a user, uploading an image) keeps a
 * file of its own.
 */
import type { ComponentProps, ComponentType, ReactElement } from 'react';
import { EditorialEdit } from './Editorial';
import { ResourceCreate, ResourceEdit, SingletonEdit } from './forms';

type DefaultValues = ComponentProps<typeof ResourceCreate>['defaultValues'];

/** A create form; defaults given as a function are made anew for every form (dates of today). */
export function createScreen(Inputs: ComponentType, defaults?: DefaultValues | (() => DefaultValues)) {
  return function CreateScreen() {
    return (
      <ResourceCreate defaultValues={typeof defaults === 'function' ? defaults() : defaults}>
        <Inputs />
      </ResourceCreate>
    );
  };
}

/** An edit form: plain, or with drafts, scheduling and preview (editorial), or with its own toolbar. */
export function editScreen(Inputs: ComponentType, options: { editorial?: boolean; toolbar?: ReactElement } = {}) {
  if (options.editorial)
    return function EditorialScreen() {
      return (
        <EditorialEdit>
          <Inputs />
        </EditorialEdit>
      );
    };
  return function EditScreen() {
    return (
      <ResourceEdit toolbar={options.toolbar}>
        <Inputs />
      </ResourceEdit>
    );
  };
}

/** The one record of a singleton resource (/admin/<name> opens it). */
export function singletonScreen(resource: string, Inputs: ComponentType) {
  return function SingletonScreen() {
    return (
      <SingletonEdit resource={resource}>
        <Inputs />
      </SingletonEdit>
    );
  };
}

/**
 * An editorial resource's name, edit screen (drafts, scheduling, versions, preview) and create screen;
 * its records are named by their German title (or slug) unless the resource says otherwise.
 */
export function editorialScreens(name: string, Inputs: ComponentType, defaults?: DefaultValues) {
  return {
    name,
    edit: editScreen(Inputs, { editorial: true }),
    create: createScreen(Inputs, defaults),
    recordRepresentation: (record: { title?: { de?: string }; slug?: string }) => record.title?.de ?? record.slug ?? '',
  };
}
