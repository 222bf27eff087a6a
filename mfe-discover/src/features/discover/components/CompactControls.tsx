import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { visuallyHiddenClassName } from '@dd/ui-kit';
import styles from './CompactControls.module.css';

export type CompactControlsProps = {
  /** Whether the panels are unfolded on a narrow screen (wide screens always show them). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filters that differ from the defaults: the Filters button's badge. */
  activeFilters: number;
  /** The Filter Options and Search for Restaurants panels. */
  children: ReactNode;
};

/**
 * On a narrow screen the search and filter panels fold into one row — a
 * search field look-alike and a Filters button — so the results come first
 * (issue 30). Wide screens hide the row and show the panels as before.
 */
export function CompactControls({
  open,
  onOpenChange,
  activeFilters,
  children,
}: CompactControlsProps) {
  const panelsId = useId();
  const panelsRef = useRef<HTMLDivElement>(null);
  const filtersRef = useRef<HTMLButtonElement>(null);

  // Folding away the control that has focus (Apply Filters, a picked suggestion)
  // would drop focus on the page: it goes back to the Filters button instead.
  useLayoutEffect(() => {
    const panels = panelsRef.current;
    if (open || !panels?.contains(document.activeElement)) return;
    if (panels.getClientRects().length === 0) filtersRef.current?.focus();
  }, [open]);

  function openAtSearch() {
    flushSync(() => onOpenChange(true));
    panelsRef.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }

  return (
    <div className={styles.controls}>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.searchField}
          aria-controls={panelsId}
          onClick={openAtSearch}
        >
          <span className={styles.searchIcon} aria-hidden="true" />
          <span className={styles.searchText}>Search for restaurants...</span>
        </button>
        <button
          ref={filtersRef}
          type="button"
          className={styles.filtersButton}
          aria-expanded={open}
          aria-controls={panelsId}
          onClick={() => onOpenChange(!open)}
        >
          Filters
          {activeFilters > 0 && (
            <>
              <span className={styles.badge} aria-hidden="true">
                {activeFilters}
              </span>
              <span className={visuallyHiddenClassName}> ({activeFilters} active)</span>
            </>
          )}
        </button>
      </div>
      <div id={panelsId} ref={panelsRef} className={styles.panels} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
