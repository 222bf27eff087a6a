import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NamedRef } from '@dd/contracts';
import { listingAddress, type LatLong, type YelpListing } from '@dd/contracts/rules';
import {
  ComboboxFrame,
  ComboboxInput,
  ComboboxListbox,
  ComboboxNote,
  ComboboxOption,
  RemoveButton,
  useDebouncedValue,
  useFormDiary,
} from '@dd/diary-ui';
import { comboboxKeyDown, ErrorText } from '@dd/ui-kit';
import {
  createRestaurantFromListing,
  createRestaurantNamed,
  nearestRestaurantsQuery,
  recentRestaurantsQuery,
  restaurantKeys,
  restaurantOptionsQuery,
  yelpMatchesQuery,
} from '../api/restaurantQueries';
import { newRestaurantName } from '../model/restaurantChoices';
import styles from './RestaurantPicker.module.css';

export const RESTAURANT_SEARCH_DEBOUNCE_MS = 300;
export const LOADING_RESTAURANTS = 'Loading restaurants...';
export const ADD_RESTAURANT_FAILED = 'Failed to add the restaurant. Please try again.';

type Choice =
  | { kind: 'restaurant'; restaurant: NamedRef & { address?: string } }
  | { kind: 'add'; name: string }
  | { kind: 'yelp'; listing: YelpListing };

/** A restaurant added from the picker: a bare name, or a Yelp listing near the device. */
type NewRestaurant = { kind: 'add'; name: string } | { kind: 'yelp'; listing: YelpListing };

const newRestaurantLabel = (added: NewRestaurant) =>
  added.kind === 'add' ? added.name : added.listing.name;

function createRestaurant(
  added: NewRestaurant,
  diaryId: string | null,
  at: LatLong | null,
): Promise<NamedRef> {
  return added.kind === 'add'
    ? createRestaurantNamed(added.name, diaryId, at)
    : createRestaurantFromListing(added.listing, diaryId);
}

export type RestaurantPickerProps = {
  /** The chosen restaurant; a preselected one has an empty name until it is loaded. */
  value: NamedRef | null;
  onChange: (restaurant: NamedRef | null) => void;
  disabled?: boolean;
  /** Where the meal's photo was taken: a restaurant added by name is placed there. */
  photoPosition?: LatLong | null;
};

/**
 * The meal form's Restaurant field (product spec §2): a combobox that searches the
 * user's restaurants on the server as they type (300 ms after the last key),
 * so it stays quick with thousands of them. 'Loading restaurants...' shows
 * until the first answer (and a preselected restaurant's name) is there.
 * The last-visited restaurants come first, and under an empty field as
 * one-tap choices; a name the diary does not have yet is added in place
 * ("Add '<name>'", or one of the Yelp listings near the device that match
 * it), so the form is never left with what was typed.
 */
export function RestaurantPicker({
  value,
  onChange,
  disabled = false,
  photoPosition = null,
}: RestaurantPickerProps) {
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // What the user typed since the box took focus; null shows the chosen name.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const search = useDebouncedValue(typed ?? '', RESTAURANT_SEARCH_DEBOUNCE_MS);
  // A meal's restaurant is one of its diary's: the form's (where the meal goes, or is moved to).
  const diaryId = useFormDiary();
  const options = useQuery(restaurantOptionsQuery(search, diaryId));
  const recent = useQuery(recentRestaurantsQuery(diaryId)).data ?? [];
  const recentIds = new Set(recent.map((restaurant) => restaurant._id));
  const nearYou = (useQuery(nearestRestaurantsQuery(diaryId)).data ?? []).filter(
    (restaurant) => !recentIds.has(restaurant._id),
  );
  const queryClient = useQueryClient();
  const adding = useMutation({
    mutationFn: (added: NewRestaurant) => createRestaurant(added, diaryId, photoPosition),
    onSuccess: (restaurant) => {
      // Every cached list of restaurants (here and in the restaurants remote) now lacks it.
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.all });
      pick(restaurant);
    },
  });

  const found = options.data ?? [];
  const suggested = [...recent, ...nearYou];
  const suggestedIds = new Set(suggested.map((restaurant) => restaurant._id));
  const restaurants = search.trim()
    ? found
    : [...suggested, ...found.filter((restaurant) => !suggestedIds.has(restaurant._id))];
  // Offered once the search has answered, for the text it answered; with no
  // network to answer it, at once: the restaurant is added on the device.
  const searchAnswered = options.data !== undefined && !options.isPlaceholderData;
  const searchUnreachable = options.isError || options.fetchStatus === 'paused';
  const addName =
    typed !== null && typed.trim() === search.trim() && (searchAnswered || searchUnreachable)
      ? newRestaurantName(typed, found)
      : null;
  const yelpMatches = useQuery({ ...yelpMatchesQuery(addName ?? ''), enabled: addName !== null });
  const choices: Choice[] = [
    ...restaurants.map((restaurant): Choice => ({ kind: 'restaurant', restaurant })),
    ...(addName ? [{ kind: 'add', name: addName } as const] : []),
    ...(addName ? (yelpMatches.data ?? []) : []).map((listing): Choice => ({
      kind: 'yelp',
      listing,
    })),
  ];
  const namePending = value !== null && value.name === '';
  const loading = (options.isPending && !options.data) || namePending;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };

  function pick(restaurant: NamedRef) {
    onChange({ _id: restaurant._id, name: restaurant.name });
    close();
  }

  const choose = (choice: Choice) => {
    if (choice.kind === 'restaurant') pick(choice.restaurant);
    else if (!adding.isPending) adding.mutate(choice);
  };

  const onKeyDown = comboboxKeyDown({
    items: choices,
    open,
    active,
    setActive,
    onOpen: () => setOpen(true),
    onChoose: choose,
    onClose: close,
  });

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
            ) : (
              restaurants.length === 0 && (
                <ComboboxNote>
                  {search.trim()
                    ? 'No restaurants match your search.'
                    : 'No restaurants added yet.'}
                </ComboboxNote>
              )
            )}
            {choices.map((choice, index) =>
              choice.kind === 'restaurant' ? (
                <ComboboxOption
                  key={choice.restaurant._id}
                  id={optionId(index)}
                  selected={choice.restaurant._id === value?._id}
                  active={index === active}
                  onPick={() => choose(choice)}
                >
                  <span className={styles.optionName}>{choice.restaurant.name}</span>
                  {choice.restaurant.address && (
                    <span className={styles.optionAddress}>{choice.restaurant.address}</span>
                  )}
                </ComboboxOption>
              ) : choice.kind === 'add' ? (
                <ComboboxOption
                  key="add"
                  id={optionId(index)}
                  selected={false}
                  active={index === active}
                  onPick={() => choose(choice)}
                >
                  <span className={styles.optionName}>Add &lsquo;{choice.name}&rsquo;</span>
                  <span className={styles.optionAddress}>A new restaurant in your diary</span>
                </ComboboxOption>
              ) : (
                <ComboboxOption
                  key={`yelp-${choice.listing.id}`}
                  id={optionId(index)}
                  selected={false}
                  active={index === active}
                  onPick={() => choose(choice)}
                >
                  <span className={styles.optionName}>
                    Add &lsquo;{choice.listing.name}&rsquo; from Yelp
                  </span>
                  <span className={styles.optionAddress}>
                    {listingAddress(choice.listing) || 'Near you'}
                  </span>
                </ComboboxOption>
              ),
            )}
          </ComboboxListbox>
        )}
      </ComboboxFrame>
      {loading && (
        <p role="status" className={styles.status}>
          {LOADING_RESTAURANTS}
        </p>
      )}
      {adding.isPending && (
        <p role="status" className={styles.status}>
          Adding &lsquo;{newRestaurantLabel(adding.variables)}&rsquo;...
        </p>
      )}
      {adding.isError && <ErrorText>{ADD_RESTAURANT_FAILED}</ErrorText>}
      {!value && !disabled && (
        <>
          <SuggestedChoices label="Recent" restaurants={recent} onPick={pick} />
          <SuggestedChoices label="Near you" restaurants={nearYou} onPick={pick} />
        </>
      )}
    </div>
  );
}

/** One-tap choices under the empty field: a labelled row of restaurants. */
function SuggestedChoices({
  label,
  restaurants,
  onPick,
}: {
  label: string;
  restaurants: readonly NamedRef[];
  onPick: (restaurant: NamedRef) => void;
}) {
  if (restaurants.length === 0) return null;
  return (
    <div role="group" aria-label={`${label} restaurants`} className={styles.recent}>
      <span className={styles.recentLabel} aria-hidden="true">
        {label}
      </span>
      {restaurants.map((restaurant) => (
        <button
          key={restaurant._id}
          type="button"
          className={styles.recentChoice}
          onClick={() => onPick(restaurant)}
        >
          {restaurant.name}
        </button>
      ))}
    </div>
  );
}
