import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useRuntimeConfig } from '@dd/shell-kit';
import { geocodeAddress, reverseGeocode } from '@dd/map-kit/geocoding';
import { currentPosition, geolocationErrorCode, isGeolocationSupported } from '../api/geolocation';
import {
  readPreferredLocationMethod,
  savePreferredLocationMethod,
  type LocationMethod,
} from '../api/locationPreference';
import { GEOCODING_FAILED_MESSAGE } from '../model/geocoding';
import {
  browserKind,
  geolocationErrorMessage,
  geolocationOptions,
  GEOLOCATION_UNSUPPORTED_MESSAGE,
  type BrowserKind,
} from '../model/geolocation';
import {
  INITIAL_LOCATION_STATE,
  locationReducer,
  type LocationState,
} from '../model/locationState';
import {
  coordinatesPlaceName,
  UNNAMED_PLACE,
  type Coordinates,
  type SuggestedLocation,
} from '../model/places';

export type LocationFlow = {
  state: LocationState;
  browser: BrowserKind;
  /** The method the user last used, read once when the screen opened. */
  preferredMethod: LocationMethod | null;
  /** Asks the browser for the position (Share My Location). */
  requestPosition: () => void;
  chooseSuggested: (place: SuggestedLocation) => void;
  /** Geocodes the entered place (non-blank); resolves when done, whatever the outcome. */
  searchPlace: (text: string) => Promise<void>;
  /** True while an entered place is being geocoded. */
  geocoding: boolean;
  /**
   * product spec §4: on desktop Chrome the manual entry and the suggested places are
   * revealed as soon as a request starts (its permission prompt can hold the
   * request indefinitely); they stay revealed whatever the outcome.
   */
  alternativesRevealed: boolean;
};

/**
 * The discover screen's location (product spec §4): asks the browser for the position
 * as soon as the screen opens, names a device fix by reverse geocoding, and
 * takes a suggested or an entered place instead. The method used is kept in
 * `preferredLocationMethod`.
 */
export function useLocationFlow(): LocationFlow {
  const { geocoderUrl } = useRuntimeConfig();
  const browser = useMemo(
    () => browserKind(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    [],
  );
  const [preferredMethod] = useState(readPreferredLocationMethod);
  const [state, dispatch] = useReducer(locationReducer, INITIAL_LOCATION_STATE);
  const [geocoding, setGeocoding] = useState(false);
  const [alternativesRevealed, setAlternativesRevealed] = useState(false);
  const attempts = useRef(0);

  const nameDeviceFix = useCallback(
    (coordinates: Coordinates) => {
      reverseGeocode(geocoderUrl, coordinates).then(
        (name) => dispatch({ type: 'named', coordinates, placeName: name ?? UNNAMED_PLACE }),
        (error: unknown) => {
          console.error('Reverse geocoding failed', error);
          dispatch({ type: 'named', coordinates, placeName: coordinatesPlaceName(coordinates) });
        },
      );
    },
    [geocoderUrl],
  );

  const requestPosition = useCallback(() => {
    const attempt = ++attempts.current;
    dispatch({ type: 'request', attempt });
    if (browser.desktopChrome) setAlternativesRevealed(true);
    if (!isGeolocationSupported()) {
      dispatch({ type: 'failed', attempt, error: GEOLOCATION_UNSUPPORTED_MESSAGE });
      return;
    }
    currentPosition(geolocationOptions(browser)).then(
      (coordinates) => {
        if (attempt !== attempts.current) return;
        dispatch({ type: 'located', attempt, coordinates });
        savePreferredLocationMethod('default');
        nameDeviceFix(coordinates);
      },
      (error: unknown) => {
        dispatch({
          type: 'failed',
          attempt,
          error: geolocationErrorMessage(geolocationErrorCode(error), browser),
        });
      },
    );
  }, [browser, nameDeviceFix]);

  const chooseSuggested = useCallback((place: SuggestedLocation) => {
    const attempt = ++attempts.current;
    dispatch({
      type: 'chosen',
      attempt,
      location: {
        latitude: place.latitude,
        longitude: place.longitude,
        placeName: place.name,
        source: 'suggested',
      },
    });
    savePreferredLocationMethod('manual');
  }, []);

  const searchPlace = useCallback(
    async (text: string) => {
      const attempt = ++attempts.current;
      setGeocoding(true);
      try {
        const place = await geocodeAddress(geocoderUrl, text.trim());
        dispatch({
          type: 'chosen',
          attempt,
          location: {
            latitude: place.latitude,
            longitude: place.longitude,
            placeName: place.displayName || text.trim(),
            source: 'manual',
          },
        });
        if (attempt === attempts.current) savePreferredLocationMethod('manual');
      } catch (error) {
        console.error('Geocoding failed', error);
        dispatch({ type: 'chooseFailed', attempt, error: GEOCODING_FAILED_MESSAGE });
      } finally {
        setGeocoding(false);
      }
    },
    [geocoderUrl],
  );

  // product spec §2: on open the screen asks for the position at once.
  useEffect(() => {
    requestPosition();
  }, [requestPosition]);

  return {
    state,
    browser,
    preferredMethod,
    requestPosition,
    chooseSuggested,
    searchPlace,
    geocoding,
    alternativesRevealed,
  };
}
