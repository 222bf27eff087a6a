import { useId } from 'react';
import { Button, ErrorText, Spinner } from '@dd/ui-kit';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { LazyDiscoverMap, preloadDiscoverMap } from '../map/loadDiscoverMap';
import { NARROW_SCREEN } from '../model/layout';
import type { Listing } from '../model/listing';
import type { Coordinates } from '../model/places';
import type { ResultsView } from '../model/results';
import type { DiaryActions } from './AddToDiary';
import { ListingDetails } from './ListingDetails';
import { ListingGrid } from './ListingGrid';
import { ListingSheet } from './ListingSheet';
import styles from './Results.module.css';

export type ViewMode = 'grid' | 'map';

/** product spec §9: the map is 500 px high on this screen. */
export const DISCOVER_MAP_HEIGHT = 500;

export type ResultsSectionProps = {
  view: ResultsView;
  viewMode: ViewMode;
  onViewModeChange: (mode: ViewMode) => void;
  selectedId: string | null;
  /** A pin was chosen, or (null) the bottom sheet was closed. */
  onSelect: (id: string | null) => void;
  /** The user's location, for the map's user marker. */
  centre: Coordinates | null;
  tileUrl: string;
  diary: DiaryActions;
  /** Offered after an error: fetches again. */
  onRetry?: () => void;
};

/**
 * 'Restaurants Near You' (product spec §2): a Grid View / Map View switch, then
 * the results' state — loading, error, empty, or the grid or the map with
 * the selected restaurant's card (in a bottom sheet on a narrow screen).
 */
export function ResultsSection({
  view,
  viewMode,
  onViewModeChange,
  selectedId,
  onSelect,
  centre,
  tileUrl,
  diary,
  onRetry,
}: ResultsSectionProps) {
  const headingId = useId();
  return (
    <section
      className={styles.results}
      aria-labelledby={headingId}
      aria-busy={view.status === 'loading'}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Restaurants Near You
        </h2>
        <div className={styles.switch} role="group" aria-label="View">
          <button
            type="button"
            className={styles.switchButton}
            aria-pressed={viewMode === 'grid'}
            onClick={() => onViewModeChange('grid')}
          >
            Grid View
          </button>
          <button
            type="button"
            className={styles.switchButton}
            aria-pressed={viewMode === 'map'}
            // Start fetching the map's chunk as soon as the user heads for it.
            onPointerEnter={preloadDiscoverMap}
            onFocus={preloadDiscoverMap}
            onClick={() => onViewModeChange('map')}
          >
            Map View
          </button>
        </div>
      </header>
      <ResultsBody
        view={view}
        viewMode={viewMode}
        selectedId={selectedId}
        onSelect={onSelect}
        centre={centre}
        tileUrl={tileUrl}
        diary={diary}
        onRetry={onRetry}
      />
    </section>
  );
}

function ResultsBody({
  view,
  viewMode,
  selectedId,
  onSelect,
  centre,
  tileUrl,
  diary,
  onRetry,
}: Omit<ResultsSectionProps, 'onViewModeChange'>) {
  switch (view.status) {
    case 'loading':
      return (
        <p role="status" className={styles.note}>
          <Spinner /> Loading restaurants...
        </p>
      );
    case 'error':
      return (
        <div className={styles.problem}>
          <ErrorText>{view.message}</ErrorText>
          {onRetry && (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )}
        </div>
      );
    case 'empty':
      return (
        <p role="status" className={styles.note}>
          {view.message}
        </p>
      );
    case 'loaded':
      return viewMode === 'grid' ? (
        <ListingGrid listings={view.listings} selectedId={selectedId} diary={diary} />
      ) : (
        <MapView
          listings={view.listings}
          selectedId={selectedId}
          onSelect={onSelect}
          centre={centre}
          tileUrl={tileUrl}
          diary={diary}
        />
      );
  }
}

function MapView({
  listings,
  selectedId,
  onSelect,
  centre,
  tileUrl,
  diary,
}: {
  listings: Listing[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  centre: Coordinates | null;
  tileUrl: string;
  diary: DiaryActions;
}) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  const selected = listings.find((listing) => listing.id === selectedId);
  let details = <p className={styles.note}>Select a marker to see the restaurant's details.</p>;
  if (selected)
    details = narrow ? (
      <ListingSheet listing={selected} diary={diary} onClose={() => onSelect(null)} />
    ) : (
      <ListingDetails listing={selected} diary={diary} />
    );
  return (
    <div className={styles.mapView} data-sheet={(narrow && selected) || undefined}>
      <LazyDiscoverMap
        centre={centre}
        listings={listings}
        selectedId={selectedId}
        onSelect={onSelect}
        tileUrl={tileUrl}
        height={DISCOVER_MAP_HEIGHT}
        cluster={narrow}
        fallback={
          <div className={styles.mapLoading} style={{ height: DISCOVER_MAP_HEIGHT }} role="status">
            <Spinner /> Loading map...
          </div>
        }
      />
      {details}
    </div>
  );
}
