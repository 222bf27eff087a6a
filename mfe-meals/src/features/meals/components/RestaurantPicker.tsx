import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NamedRef } from '@dd/contracts';
import { classNames } from '@dd/ui-kit';
import { restaurantOptionsQuery } from '../api/restaurantQueries';
import { useDebouncedValue } from './useDebouncedValue';
import styles from './RestaurantPicker.module.css';

export const RESTAURANT_SEARCH_DEBOUNCE_MS = 300;
export const LOADING_RESTAURANTS = 'Loading restaurants...';

export type RestaurantPickerProps = {
  /** The chosen restaurant; a preselected one has an empty name until it is loaded. */
  value: NamedRef | null;
  onChange: (restaurant: NamedRef | null) => void;
  disabled?: boolean;
};

/**
 * The meal form's Restaurant field (SPEC §2): a combobox that searches the
 * user's restaurants on the server as they type (300 ms after the last key),
 * so it stays quick with thousands of them. 'Loading restaurants...' shows
 * until the first answer (and a preselected restaurant's name) is there.
 */
export function RestaurantPicker({ value, onChange, disabled = false }: RestaurantPickerProps) {
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // What the user typed since the box took focus; null shows the chosen name.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(typed ?? '', RESTAURANT_SEARCH_DEBOUNCE_MS);
  const options = useQuery(restaurantOptionsQuery(search));

  const restaurants = options.data ?? [];
  const namePending = value !== null && value.name === '';
  const loading = (options.isPending && !options.data) || namePending;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };

  const pick = (restaurant: NamedRef) => {
    onChange({ _id: restaurant._id, name: restaurant.name });
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (restaurants.length === 0) return;
      const last = restaurants.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index < last ? index + 1 : 0) : index > 0 ? index - 1 : last,
      );
      return;
    }
    if (event.key === 'Enter') {
      // Enter chooses; it never submits the surrounding form from here.
      if (!open) return;
      event.preventDefault();
      const highlighted =
        restaurants[active] ?? (restaurants.length === 1 ? restaurants[0] : undefined);
      if (highlighted) pick(highlighted);
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const shown = typed ?? value?.name ?? '';
  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        Restaurant
      </label>
      <div className={styles.combo}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          className={styles.input}
          value={shown}
          placeholder={loading ? LOADING_RESTAURANTS : 'Search your restaurants...'}
          autoComplete="off"
          disabled={disabled}
          onFocus={(event) => {
            setOpen(true);
            event.target.select();
          }}
          onClick={() => setOpen(true)}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {value && !disabled && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear restaurant"
            title="Clear restaurant"
            // Keeps focus in the box, so its blur does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange(null);
              close();
              inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {open && (
          <ul id={listId} role="listbox" aria-label="Restaurants" className={styles.listbox}>
            {options.isPending && !options.data ? (
              <li role="presentation" className={styles.note}>
                {LOADING_RESTAURANTS}
              </li>
            ) : options.isError && !options.data ? (
              <li role="presentation" className={styles.note}>
                Failed to load restaurants
              </li>
            ) : restaurants.length === 0 ? (
              <li role="presentation" className={styles.note}>
                {search.trim() ? 'No restaurants match your search.' : 'No restaurants added yet.'}
              </li>
            ) : (
              restaurants.map((restaurant, index) => (
                <li
                  key={restaurant._id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={restaurant._id === value?._id}
                  className={classNames(styles.option, index === active && styles.activeOption)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(restaurant)}
                >
                  <span className={styles.optionName}>{restaurant.name}</span>
                  {restaurant.address && (
                    <span className={styles.optionAddress}>{restaurant.address}</span>
                  )}
                </li>
              ))
            )}
          </ul>
        )}
      </div>
      {loading && (
        <p role="status" className={styles.status}>
          {LOADING_RESTAURANTS}
        </p>
      )}
    </div>
  );
}
