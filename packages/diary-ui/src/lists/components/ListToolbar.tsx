import { useId, type ReactNode } from 'react';
import { classNames, useValueTypedEarly, visuallyHiddenClassName } from '@dd/ui-kit';
import type { ListFilter, ListFilterOption } from '../model/listParams';
import styles from './ListToolbar.module.css';

export type ListToolbarSearch = {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The search box's accessible name (not shown). */
  label: string;
};

export type ListToolbarProps = {
  filters: readonly ListFilterOption[];
  value: ListFilter;
  onFilterChange: (filter: ListFilter) => void;
  search: ListToolbarSearch;
  /** The page's main action, e.g. an Add Restaurant link. */
  action?: ReactNode;
  /** Accessible name of the filter buttons' group. */
  filtersLabel?: string;
  className?: string;
};

/** A list page's filter buttons (one pressed), search box and main action. */
export function ListToolbar({
  filters,
  value,
  onFilterChange,
  search,
  action,
  filtersLabel = 'Filter',
  className,
}: ListToolbarProps) {
  const searchId = useId();
  const searchRef = useValueTypedEarly<HTMLInputElement>({
    value: search.value,
    onChange: (event) => search.onChange(event.target.value),
  });
  return (
    <div className={classNames(styles.toolbar, className)}>
      <div className={styles.filters} role="group" aria-label={filtersLabel}>
        {filters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            aria-pressed={filter.value === value}
            className={classNames(styles.filter, filter.value === value && styles.active)}
            onClick={() => onFilterChange(filter.value)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      <div className={styles.search}>
        <label htmlFor={searchId} className={visuallyHiddenClassName}>
          {search.label}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={search.value}
          placeholder={search.placeholder}
          autoComplete="off"
          onChange={(event) => search.onChange(event.target.value)}
        />
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
