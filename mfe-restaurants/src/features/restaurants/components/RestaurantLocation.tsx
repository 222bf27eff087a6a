import { Link } from 'react-router';
import type { Restaurant } from '@dd/contracts';
import { DetailSection } from '@dd/diary-ui';
import { useRuntimeConfig } from '@dd/shell-kit';
import { Button, ErrorText } from '@dd/ui-kit';
import { LazyRestaurantMap } from '../../restaurant-map';
import { useFindLocation } from '../api/useFindLocation';
import { coordinatesText, LOCATION_TEXTS, savedLocation } from '../model/locationText';
import styles from './RestaurantLocation.module.css';

type Located = Pick<
  Restaurant,
  '_id' | 'name' | 'isThumbsUp' | 'wantToGo' | 'lat' | 'long' | 'yelpId' | 'address'
>;

/**
 * Where the restaurant is: its saved coordinates on a small map, or, without
 * them, a way to find them from its Yelp listing or its address (only to
 * who may edit it: a viewer is told there is none).
 */
export function RestaurantLocation({
  restaurant,
  readOnly = false,
}: {
  restaurant: Located;
  readOnly?: boolean;
}) {
  const location = savedLocation(restaurant);
  return (
    <DetailSection
      title={LOCATION_TEXTS.title}
      action={location && { label: LOCATION_TEXTS.showOnMap, to: '/restaurants?view=map' }}
    >
      {location ? (
        <SavedLocation restaurant={restaurant} location={location} />
      ) : readOnly ? (
        <p className={styles.muted}>{LOCATION_TEXTS.none}</p>
      ) : (
        <LocationFinder restaurant={restaurant} />
      )}
    </DetailSection>
  );
}

function SavedLocation({
  restaurant,
  location,
}: {
  restaurant: Located;
  location: { lat: number; long: number };
}) {
  const { tileUrl } = useRuntimeConfig();
  const place = {
    _id: restaurant._id,
    name: restaurant.name,
    isThumbsUp: restaurant.isThumbsUp,
    wantToGo: restaurant.wantToGo,
    ...location,
  };
  return (
    <div className={styles.saved}>
      <LazyRestaurantMap
        places={[place]}
        tileUrl={tileUrl}
        className={styles.map}
        label={`Map of ${restaurant.name}`}
        onOpen={() => {}}
        fallback={<div className={styles.map} />}
      />
      <p className={styles.coordinates}>{coordinatesText(location)}</p>
    </div>
  );
}

function LocationFinder({ restaurant }: { restaurant: Located }) {
  const find = useFindLocation(restaurant);
  const canUseYelp = Boolean(restaurant.yelpId);
  const canGeocode = restaurant.address.trim() !== '';
  return (
    <div className={styles.finder}>
      <p className={styles.muted}>{LOCATION_TEXTS.none}</p>
      {canUseYelp || canGeocode ? (
        <div className={styles.actions}>
          {canUseYelp && (
            <Button
              variant="secondary"
              loading={find.isPending && find.variables === 'yelp'}
              disabled={find.isPending}
              onClick={() => find.mutate('yelp')}
            >
              {find.isPending && find.variables === 'yelp'
                ? LOCATION_TEXTS.finding
                : LOCATION_TEXTS.fromYelp}
            </Button>
          )}
          {canGeocode && (
            <Button
              variant="secondary"
              loading={find.isPending && find.variables === 'address'}
              disabled={find.isPending}
              onClick={() => find.mutate('address')}
            >
              {find.isPending && find.variables === 'address'
                ? LOCATION_TEXTS.finding
                : LOCATION_TEXTS.fromAddress}
            </Button>
          )}
        </div>
      ) : (
        <p className={styles.muted}>
          {LOCATION_TEXTS.noWay}{' '}
          <Link to={`/restaurants/${restaurant._id}/edit`}>{LOCATION_TEXTS.editToAdd}</Link>
        </p>
      )}
      {find.isError && <ErrorText>{find.error.message}</ErrorText>}
    </div>
  );
}
