import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { emptyListMessage, LIST_TEXTS, ListStatus, type DiaryListParams } from '@dd/diary-ui';
import { useRuntimeConfig } from '@dd/shell-kit';
import { restaurantLocationsQuery } from '../api/locationsQuery';
import { LazyRestaurantMap, preloadRestaurantMap } from '../map/loadRestaurantMap';
import { MAP_TEXTS, noLocationText } from '../model/mapTexts';
import { MapErrorBoundary } from './MapErrorBoundary';
import { MapLegend } from './MapLegend';
import styles from './RestaurantMapView.module.css';

export type RestaurantMapViewProps = {
  params: DiaryListParams;
  tagId: string | null;
  /** The Grid / Map switch, shown at the end of the map's key in every state. */
  viewSwitch: ReactNode;
};

/**
 * The list as a map: the matching restaurants with coordinates, coloured by
 * thumbs and clustered, with a legend and the count of those without a
 * location. Leaflet's chunk is fetched only here.
 */
export function RestaurantMapView({ params, tagId, viewSwitch }: RestaurantMapViewProps) {
  const navigate = useNavigate();
  const { tileUrl } = useRuntimeConfig();
  const locations = useQuery(restaurantLocationsQuery(params, tagId));
  // Leaflet's chunk downloads while the places are asked for, not after.
  useEffect(preloadRestaurantMap, []);
  const texts = LIST_TEXTS.restaurants;

  const bar = (key?: ReactNode) => (
    <div className={styles.bar}>
      <div className={styles.key}>{key}</div>
      {viewSwitch}
    </div>
  );
  if (locations.isPending)
    return (
      <>
        {bar()}
        <ListStatus kind="loading" text={texts.loading} />
      </>
    );
  if (locations.isError)
    return (
      <>
        {bar()}
        <ListStatus kind="error" text={texts.loadError} />
      </>
    );

  const { places, withoutLocation } = locations.data;
  const missing = noLocationText(withoutLocation);
  if (places.length === 0 && withoutLocation === 0)
    return (
      <>
        {bar()}
        <ListStatus kind="empty" text={emptyListMessage('restaurants', params, tagId)} />
      </>
    );

  return (
    <div className={styles.view} aria-busy={locations.isFetching}>
      {bar(
        <>
          {places.length > 0 && <MapLegend />}
          {missing && (
            <p className={styles.missing} role="status">
              {missing}
            </p>
          )}
        </>,
      )}
      {places.length === 0 ? (
        <div className={styles.noneLocated}>
          <p className={styles.noneLocatedTitle}>{MAP_TEXTS.noneLocated}</p>
          <p>{MAP_TEXTS.noneLocatedHint}</p>
        </div>
      ) : (
        <MapErrorBoundary
          fallback={<ListStatus kind="error" text={MAP_TEXTS.mapFailed} className={styles.frame} />}
        >
          <LazyRestaurantMap
            places={places}
            tileUrl={tileUrl}
            className={styles.frame}
            onOpen={(id) => navigate(`/restaurants/${id}`)}
            fallback={
              <div className={styles.frame}>
                <ListStatus kind="loading" text={MAP_TEXTS.loadingMap} />
              </div>
            }
          />
        </MapErrorBoundary>
      )}
    </div>
  );
}
