import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from '@dd/ui-kit';
import { suggestionsQuery, textSearchQuery } from '../api/listingsApi';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useDiaryActionsFor } from '../hooks/useDiaryActions';
import { useOutsidePress } from '../hooks/useOutsidePress';
import type { Listing } from '../model/listing';
import type { Coordinates } from '../model/places';
import { SUGGESTION_DELAY_MS, SUGGESTION_MIN_CHARS, textSearch } from '../model/queries';
import type { DiaryActions } from './AddToDiary';
import { SuggestionRow } from './SuggestionRow';
import panelStyles from './Panel.module.css';
import styles from './SearchPanel.module.css';

const NO_SUGGESTIONS: readonly Listing[] = [];

export type SearchPanelProps = {
  /** The known location, searched around when no place is typed. */
  centre: Coordinates | null;
  /** The search answered: these listings become the results. */
  onResults: (listings: Listing[]) => void;
  /** A suggestion was picked. */
  onPick: (listing: Listing) => void;
  diary: DiaryActions;
};

/**
 * product spec §2 Search for Restaurants: a name and a place ('Using your location'
 * when one is known). Typing suggests listings from 2 characters, 300 ms
 * after typing stops; Search looks the text up by the typed place, else
 * around the known location within 10 km. Errors are only logged (product spec §8).
 */
export function SearchPanel({ centre, onResults, onPick, diary }: SearchPanelProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const containerRef = useRef<HTMLDivElement>(null);
  const [term, setTerm] = useState('');
  const [place, setPlace] = useState('');
  const [searching, setSearching] = useState(false);
  const [closedFor, setClosedFor] = useState<unknown>(null);

  const typed = term.trim();
  const debouncedTerm = useDebouncedValue(typed, SUGGESTION_DELAY_MS);
  const debouncedPlace = useDebouncedValue(place.trim(), SUGGESTION_DELAY_MS);
  const suggestionSearch =
    typed.length >= SUGGESTION_MIN_CHARS && debouncedTerm.length >= SUGGESTION_MIN_CHARS
      ? textSearch(debouncedTerm, debouncedPlace, centre)
      : null;
  const suggestions = useQuery({
    ...suggestionsQuery(suggestionSearch ?? { term: '', location: '' }),
    enabled: suggestionSearch !== null,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (suggestions.error) console.error('Restaurant suggestions failed', suggestions.error);
  }, [suggestions.error]);

  const shown = suggestionSearch ? suggestions.data : undefined;
  const suggestionsDiary = useDiaryActionsFor(diary, shown ?? NO_SUGGESTIONS);
  const open = !!shown && shown.length > 0 && shown !== closedFor;
  const close = useCallback(() => setClosedFor(shown), [shown]);
  useOutsidePress(containerRef, open, close);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    close();
    const request = textSearch(term, place, centre);
    if (!request || searching) return;
    setSearching(true);
    try {
      onResults(await queryClient.fetchQuery(textSearchQuery(request)));
    } catch (error) {
      console.error('Restaurant search failed', error);
    } finally {
      setSearching(false);
    }
  }

  return (
    <section className={panelStyles.panel} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className={styles.heading}>
        Search for Restaurants
      </h2>
      <form
        role="search"
        aria-labelledby={`${ids}-heading`}
        className={styles.form}
        onSubmit={search}
      >
        <div
          ref={containerRef}
          className={styles.combobox}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) {
              event.preventDefault();
              close();
            }
          }}
        >
          <Input
            label="Restaurant"
            type="search"
            placeholder="Search for restaurants..."
            autoComplete="off"
            aria-controls={`${ids}-suggestions`}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setClosedFor(null);
            }}
          />
          <div id={`${ids}-suggestions`} className={styles.dropdown} hidden={!open}>
            {open && (
              <ul className={styles.suggestionList} aria-label="Suggestions">
                {shown.map((listing) => (
                  <SuggestionRow
                    key={listing.id}
                    listing={listing}
                    diary={suggestionsDiary}
                    onPick={() => {
                      close();
                      onPick(listing);
                    }}
                    onBeforeAdd={close}
                  />
                ))}
              </ul>
            )}
          </div>
        </div>
        <Input
          label="Location"
          placeholder={centre ? 'Using your location' : 'City, state or zip'}
          autoComplete="address-level2"
          value={place}
          onChange={(event) => setPlace(event.target.value)}
        />
        <div className={styles.submitRow}>
          <Button type="submit" disabled={!typed || searching} loading={searching}>
            Search
          </Button>
        </div>
      </form>
    </section>
  );
}
