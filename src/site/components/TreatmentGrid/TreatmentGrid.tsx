/**
 * The treatment list with its search field and category filter. Both filters live here
 * and start from optional initial values; onFiltersChange lets a page mirror them in its URL.
 */
import { useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TreatmentCategory, TreatmentCategoryKey, TreatmentSummary } from '../../../contract/entities/treatment';
import { localize } from '../../../i18n/localize';
import { useLang } from '../../intl/useLang';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Icon } from '../Icon/Icon';
import { TreatmentCard } from '../TreatmentCard/TreatmentCard';
import { filterTreatments } from './search';
import styles from './TreatmentGrid.module.css';

export interface TreatmentFilters {
  query: string;
  category: TreatmentCategoryKey | null;
}

export interface TreatmentGridProps {
  treatments: TreatmentSummary[];
  categories: Pick<TreatmentCategory, 'id' | 'name'>[];
  loading?: boolean;
  /** i18n id of the failure, as the treatment store reports it (error.treatmentsFailed). */
  error?: string | null;
  onRetry?: () => void;
  initialQuery?: string;
  initialCategory?: TreatmentCategoryKey | null;
  onFiltersChange?: (filters: TreatmentFilters) => void;
  /** Level of the card titles; 3 when the grid sits under a section heading. */
  cardHeadingLevel?: 2 | 3;
}

const SKELETON_CARDS = 6;

export function TreatmentGrid({
  treatments,
  categories,
  loading = false,
  error = null,
  onRetry,
  initialQuery = '',
  initialCategory = null,
  onFiltersChange,
  cardHeadingLevel = 2,
}: TreatmentGridProps) {
  const intl = useIntl();
  const lang = useLang();
  const [filters, setFilters] = useState<TreatmentFilters>({ query: initialQuery, category: initialCategory });
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const filterName = useId();

  const visible = useMemo(() => filterTreatments(treatments, filters.query, filters.category), [treatments, filters]);

  const update = (next: Partial<TreatmentFilters>) => {
    const merged = { ...filters, ...next };
    setFilters(merged);
    onFiltersChange?.(merged);
  };
  // The clear and reset buttons vanish when pressed, so focus goes where the visitor continues.
  const clearSearch = () => {
    update({ query: '' });
    searchRef.current?.focus();
  };
  const resetFilters = () => {
    update({ query: '', category: null });
    searchRef.current?.focus();
  };

  if (loading) {
    return (
      <div className={styles.grid} aria-busy="true">
        <p role="status" className="visually-hidden">
          {intl.formatMessage({ id: 'app.loading' })}
        </p>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }

  if (error) {
    return (
      <EmptyState
        tone="error"
        title={intl.formatMessage({ id: error })}
        action={
          onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage({ id: 'app.retry' })}
            </Button>
          )
        }
      />
    );
  }

  const chip = (value: TreatmentCategoryKey | null, label: string) => (
    <label key={value ?? 'all'} className={styles.chip}>
      <input
        type="radio"
        name={filterName}
        className={styles.radio}
        checked={filters.category === value}
        onChange={() => update({ category: value })}
      />
      <span className={styles.chipLabel}>
        {filters.category === value && <Icon name="check" size={16} />}
        {label}
      </span>
    </label>
  );

  return (
    <div className={styles.grid}>
      <div className={styles.controls}>
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className={styles.searchLabel}>
            {intl.formatMessage({ id: 'treatments.search.label' })}
          </label>
          <div className={styles.searchField}>
            <Icon name="search" className={styles.searchIcon} />
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              className={styles.searchInput}
              value={filters.query}
              placeholder={intl.formatMessage({ id: 'treatments.search.placeholder' })}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => update({ query: e.target.value })}
            />
            {filters.query && (
              <button type="button" className={styles.clear} onClick={clearSearch}>
                <Icon name="close" label={intl.formatMessage({ id: 'treatments.search.clear' })} />
              </button>
            )}
          </div>
        </div>
        <fieldset className={styles.filter}>
          <legend className={styles.legend}>{intl.formatMessage({ id: 'treatments.filter.label' })}</legend>
          <div className={styles.chips}>
            {chip(null, intl.formatMessage({ id: 'treatments.filter.all' }))}
            {categories.map((c) => chip(c.id, localize(c.name, lang)))}
          </div>
        </fieldset>
      </div>

      <p role="status" className={styles.count}>
        {intl.formatMessage({ id: 'treatments.count' }, { count: visible.length })}
      </p>

      {visible.length > 0 ? (
        <ul className={styles.list}>
          {visible.map((t) => (
            <li key={t.id}>
              <TreatmentCard treatment={t} headingLevel={cardHeadingLevel} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon="search"
          title={intl.formatMessage({ id: 'error.noSearchResults' })}
          text={intl.formatMessage({ id: 'treatments.noResults.text' })}
          titleAs="p"
          action={
            <Button variant="secondary" onClick={resetFilters}>
              {intl.formatMessage({ id: 'treatments.resetFilters' })}
            </Button>
          }
        />
      )}
    </div>
  );
}
