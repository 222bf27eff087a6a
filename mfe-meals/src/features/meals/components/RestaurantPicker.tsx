import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { NamedRef } from '@dd/contracts';
import {
  ComboboxFrame,
  ComboboxInput,
  ComboboxListbox,
  ComboboxNote,
  ComboboxOption,
  RemoveButton,
  useDebouncedValue,
} from '@dd/diary-ui';
import { restaurantOptionsQuery } from '../api/restaurantQueries';
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
      <ComboboxFrame>
        <ComboboxInput
          ref={inputRef}
          id={inputId}
          expanded={open}
          listId={listId}
          activeId={active >= 0 ? optionId(active) : undefined}
          className={styles.input}
          value={shown}
          placeholder={loading ? LOADING_RESTAURANTS : 'Search your restaurants...'}
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
          <RemoveButton
            label="Clear restaurant"
            className={styles.clear}
            // Keeps focus in the box, so its blur does not race the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              onChange(null);
              close();
              inputRef.current?.focus();
            }}
          />
        )}
        {open && (
          <ComboboxListbox id={listId} label="Restaurants">
            {options.isPending && !options.data ? (
              <ComboboxNote>{LOADING_RESTAURANTS}</ComboboxNote>
            ) : options.isError && !options.data ? (
              <ComboboxNote>Failed to load restaurants</ComboboxNote>
            ) : restaurants.length === 0 ? (
              <ComboboxNote>
                {search.trim() ? 'No restaurants match your search.' : 'No restaurants added yet.'}
              </ComboboxNote>
            ) : (
              restaurants.map((restaurant, index) => (
                <ComboboxOption
                  key={restaurant._id}
                  id={optionId(index)}
                  selected={restaurant._id === value?._id}
                  active={index === active}
                  onPick={() => pick(restaurant)}
                >
                  <span className={styles.optionName}>{restaurant.name}</span>
                  {restaurant.address && (
                    <span className={styles.optionAddress}>{restaurant.address}</span>
                  )}
                </ComboboxOption>
              ))
            )}
          </ComboboxListbox>
        )}
      </ComboboxFrame>
      {loading && (
        <p role="status" className={styles.status}>
          {LOADING_RESTAURANTS}
        </p>
      )}
    </div>
  );
}
