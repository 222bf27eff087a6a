import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { listingAddress } from '@dd/contracts/rules';
import { useDebouncedValue } from '@dd/diary-ui';
import { Button, comboboxKeyDown, Input } from '@dd/ui-kit';
import {
  yelpAutocompleteQuery,
  yelpBusinessQuery,
  yelpSearchQuery,
  type YelpSearchParams,
} from '../api/yelpApi';
import type { YelpBusinessForDraft } from '../model/yelpDraft';
import styles from './YelpSearch.module.css';

/** product spec §5/§9: autocomplete waits 300 ms after typing and needs 2 characters of the name. */
export const YELP_AUTOCOMPLETE_DELAY_MS = 300;
export const YELP_AUTOCOMPLETE_MIN_CHARS = 2;

export type YelpSearchProps = {
  /** Called with the listing's details (or, if those fail to load, what the result list knew). */
  onPick: (business: YelpBusinessForDraft) => void;
  initialName?: string;
  initialLocation?: string;
  /** Told each change of the location field (a walk through several places keeps the last one). */
  onLocationChange?: (location: string) => void;
  disabled?: boolean;
};

type Mode = 'autocomplete' | 'search';

function useLoggedError(error: Error | null, what: string) {
  // product spec §8: Yelp autocomplete and search errors are logged only.
  useEffect(() => {
    if (error) console.error(`Yelp ${what} failed`, error);
  }, [error, what]);
}

/**
 * A restaurant name and a location. Typing the name suggests Yelp businesses
 * in a dropdown; the Search button looks the name up near the location.
 * Picking a result loads its details and hands them to `onPick`.
 */
export function YelpSearch({
  onPick,
  initialName = '',
  initialLocation = '',
  onLocationChange,
  disabled = false,
}: YelpSearchProps) {
  const queryClient = useQueryClient();
  const ids = useId();
  const listboxId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const containerRef = useRef<HTMLDivElement>(null);

  const [name, setName] = useState(initialName);
  const [location, setLocation] = useState(initialLocation);
  // Only what the user typed is suggested for, not a name the page filled in.
  const [typedName, setTypedName] = useState('');
  const [mode, setMode] = useState<Mode>('autocomplete');
  const [searchParams, setSearchParams] = useState<YelpSearchParams | null>(null);
  const [closedFor, setClosedFor] = useState<unknown>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [picking, setPicking] = useState<string | null>(null);

  const autocompleteText = useDebouncedValue(typedName.trim(), YELP_AUTOCOMPLETE_DELAY_MS);
  const autocompleteEnabled =
    mode === 'autocomplete' &&
    autocompleteText.length >= YELP_AUTOCOMPLETE_MIN_CHARS &&
    typedName.trim().length >= YELP_AUTOCOMPLETE_MIN_CHARS;
  const autocomplete = useQuery({
    ...yelpAutocompleteQuery(autocompleteText),
    enabled: autocompleteEnabled,
    placeholderData: keepPreviousData,
  });
  const search = useQuery({
    ...yelpSearchQuery(searchParams ?? { term: '', location: '' }),
    enabled: mode === 'search' && searchParams !== null,
  });
  useLoggedError(autocomplete.error, 'autocomplete');
  useLoggedError(search.error, 'search');

  const results: readonly YelpBusinessForDraft[] | undefined =
    mode === 'search'
      ? search.data?.businesses
      : autocompleteEnabled
        ? autocomplete.data?.businesses
        : undefined;
  const open =
    results !== undefined && results !== closedFor && (results.length > 0 || mode === 'search');
  const shown = open ? results : [];
  const loading = autocomplete.isFetching || search.isFetching || picking !== null;
  const canSearch = name.trim() !== '' && location.trim() !== '' && !loading && !disabled;

  function close() {
    setClosedFor(results);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (!open) return;
    function onMouseDown(event: MouseEvent) {
      if (!containerRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  });

  function editName(value: string) {
    setName(value);
    setTypedName(value);
    setMode('autocomplete');
    setClosedFor(null);
    setActiveIndex(-1);
  }

  function runSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSearch) return;
    setSearchParams({ term: name.trim(), location: location.trim() });
    setMode('search');
    setClosedFor(null);
    setActiveIndex(-1);
  }

  async function pick(business: YelpBusinessForDraft) {
    close();
    setName(business.name);
    setPicking(business.name);
    let details: YelpBusinessForDraft = business;
    try {
      details = await queryClient.fetchQuery(yelpBusinessQuery(business.id));
    } catch (error) {
      console.error('Yelp business details failed', error);
    } finally {
      setPicking(null);
    }
    onPick(details);
  }

  const onNameKeyDown = comboboxKeyDown({
    items: results ?? [],
    open,
    active: activeIndex,
    setActive: setActiveIndex,
    onOpen: () => setClosedFor(null),
    onChoose: (business) => void pick(business),
    onClose: close,
    // Enter without a suggestion under the keys runs the search.
    enterSubmits: true,
  });

  const activeOption = open && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  return (
    <form role="search" aria-label="Yelp" className={styles.search} onSubmit={runSearch}>
      <div className={styles.fields}>
        <div ref={containerRef} className={styles.combobox}>
          <Input
            label="Restaurant name"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeOption}
            autoComplete="off"
            value={name}
            disabled={disabled}
            onChange={(event) => editName(event.target.value)}
            onKeyDown={onNameKeyDown}
          />
          <ul
            id={listboxId}
            role="listbox"
            aria-label="Yelp results"
            hidden={!open}
            className={styles.listbox}
          >
            {open && shown.length === 0 && (
              <li role="presentation" className={styles.empty}>
                No restaurants found
              </li>
            )}
            {shown.map((business, index) => {
              const address = listingAddress(business);
              return (
                <li
                  key={business.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={styles.option}
                  // Keep focus in the name field; the click picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => void pick(business)}
                >
                  <span className={styles.optionName}>{business.name}</span>
                  {address && <span className={styles.optionAddress}>{address}</span>}
                </li>
              );
            })}
          </ul>
        </div>
        <Input
          label="Location"
          placeholder="City, state or zip"
          autoComplete="address-level2"
          value={location}
          disabled={disabled}
          onChange={(event) => {
            setLocation(event.target.value);
            onLocationChange?.(event.target.value);
          }}
        />
      </div>
      <div className={styles.actions}>
        <p role="status" className={styles.status}>
          {picking ? `Loading ${picking}...` : ''}
        </p>
        <Button type="submit" variant="secondary" disabled={!canSearch} loading={search.isFetching}>
          Search
        </Button>
      </div>
    </form>
  );
}
