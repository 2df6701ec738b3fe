/**
 * The treatment store, built on the catalogue and the contract, shared by the site
 * (through its loaders: the API client) and tests (loaders over the catalogue itself).
 *
 * State: treatments, categories, featuredTreatments, currentTreatment, isLoading, error.
 * fetchAll: loading → loaded | error 'Failed to fetch treatments'. fetchBySlug: loading → current
 * treatment | null with 'Treatment not found' (or 'Failed to fetch treatment' when the call fails).
 * clear empties the current treatment. Errors are i18n ids.
 */
import type { Localized } from '../contract/common';
import type { Priority, Treatment, TreatmentCategory, TreatmentCategoryKey } from '../contract/entities/treatment';
import { treatmentCategories } from './categories';

/** Header menu shows at most 10 featured treatments. */
export const MAX_FEATURED = 10;

/** The store's view of a treatment: what the lists, menus and search read of it. */
export interface TreatmentView {
  id: string;
  slug: string;
  /** Name per language (all five), equal to the title. */
  name: Localized;
  short_description: Localized;
  category_id: TreatmentCategoryKey;
  /** Equals isPopular. */
  is_featured: boolean;
  priority: Priority;
  treatment: Treatment;
}

export const toView = (t: Treatment): TreatmentView => ({
  id: t.id,
  slug: t.slug,
  name: t.title,
  short_description: t.shortDescription,
  category_id: t.category,
  is_featured: t.isPopular,
  priority: t.priority,
  treatment: t,
});

const RANK: Record<Priority, number> = { HIGH: 0, MEDIUM: 1, LOW: 2 };
/** Most important first; works on store views and on the API's list summaries alike. */
export const byPriority = (a: { priority: Priority }, b: { priority: Priority }) => RANK[a.priority] - RANK[b.priority];

export const featuredOf = (views: TreatmentView[], max = MAX_FEATURED) =>
  views
    .filter((v) => v.is_featured)
    .sort(byPriority)
    .slice(0, max);

export const categoriesOf = (views: TreatmentView[]): TreatmentCategory[] => treatmentCategories(views.map((v) => v.category_id));

/** Case-insensitive on any language's name or short description; category compares category_id. */
type Searchable = Pick<TreatmentView, 'name' | 'short_description' | 'category_id'>;
export function searchTreatments<V extends Searchable>(views: V[], query: string, categoryId?: string | null): V[] {
  const q = query.trim().toLocaleLowerCase();
  return views.filter(
    (v) =>
      (!categoryId || v.category_id === categoryId) &&
      (!q ||
        [...Object.values(v.name), ...Object.values(v.short_description)].some((text) => text?.toLocaleLowerCase().includes(q))),
  );
}

export interface TreatmentState {
  treatments: TreatmentView[];
  categories: TreatmentCategory[];
  featuredTreatments: TreatmentView[];
  currentTreatment: TreatmentView | null;
  isLoading: boolean;
  error: string | null;
}

export interface TreatmentLoaders {
  all: () => Promise<Treatment[]>;
  /** Resolves null when there is no such treatment (404). */
  bySlug: (slug: string) => Promise<Treatment | null>;
}

export const initialTreatmentState: TreatmentState = {
  treatments: [],
  categories: [],
  featuredTreatments: [],
  currentTreatment: null,
  isLoading: false,
  error: null,
};

export function createTreatmentStore(loaders: TreatmentLoaders) {
  let state = initialTreatmentState;
  const listeners = new Set<(s: TreatmentState) => void>();
  const set = (patch: Partial<TreatmentState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l(state));
  };
  return {
    getState: () => state,
    subscribe(listener: (s: TreatmentState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async fetchAll() {
      set({ isLoading: true, error: null });
      try {
        const treatments = (await loaders.all()).map(toView);
        let categories: TreatmentCategory[] = [];
        try {
          categories = categoriesOf(treatments);
        } catch (err) {
          console.error('[treatments] categories', err); // category failure is logged only: the list still shows
        }
        set({ treatments, categories, featuredTreatments: featuredOf(treatments), isLoading: false });
      } catch (err) {
        console.error('[treatments]', err);
        set({ isLoading: false, error: 'error.treatmentsFailed' });
      }
    },
    async fetchBySlug(slug: string) {
      set({ isLoading: true, error: null });
      try {
        const t = await loaders.bySlug(slug);
        set(
          t
            ? { currentTreatment: toView(t), isLoading: false }
            : { currentTreatment: null, isLoading: false, error: 'error.treatmentNotFound' },
        );
      } catch (err) {
        console.error('[treatments]', err);
        set({ currentTreatment: null, isLoading: false, error: 'error.treatmentFailed' });
      }
    },
    clear() {
      set({ currentTreatment: null });
    },
  };
}
