import { useCallback, useMemo, useState } from 'react';
import { useBreadcrumbOverride, useRuntimeConfig } from '@dd/shell-kit';
import { ErrorText, Page, useFleetingMessage } from '@dd/ui-kit';
import { AddedNotice } from '../components/AddedNotice';
import { CompactControls } from '../components/CompactControls';
import { CurrentLocation } from '../components/CurrentLocation';
import { FilterPanel } from '../components/FilterPanel';
import { LocationPrompt } from '../components/LocationPrompt';
import { ResultsSection } from '../components/ResultsSection';
import { SearchPanel } from '../components/SearchPanel';
import { WantToGoNearYou } from '../components/WantToGoNearYou';
import { useDiaryActions, type AddedRestaurant } from '../hooks/useDiaryActions';
import { useLocationFlow } from '../hooks/useLocationFlow';
import { useNearbyResults } from '../hooks/useNearbyResults';
import { useViewModeUrlState } from '../hooks/useViewModeUrlState';
import { activeFilterCount } from '../model/filterSummary';
import type { Listing } from '../model/listing';
import type { NearbyCause } from '../model/nearbyMessages';
import { DEFAULT_FILTER_CHOICE, nearbyFilters, type FilterChoice } from '../model/queries';
import { listResultsView } from '../model/results';
import styles from './DiscoverPage.module.css';

const DISCOVER_CRUMBS = [{ label: 'Restaurants', to: '/restaurants' }, { label: 'Discover' }];

/** What the results show: the nearby search, or a fixed list (a text search, a picked suggestion). */
type ResultsSource = { kind: 'nearby'; cause: NearbyCause } | { kind: 'list'; listings: Listing[] };

const NEARBY_AFTER_FIX: ResultsSource = { kind: 'nearby', cause: 'location' };
const NO_LISTINGS: readonly Listing[] = [];
/** How long "Added to your diary · View" stays (longer while held). */
export const ADDED_NOTICE_MS = 6000;

/** /restaurants/nearby: Discover Nearby Restaurants (product spec §2). */
export function DiscoverPage() {
  useBreadcrumbOverride(DISCOVER_CRUMBS);
  const { tileUrl } = useRuntimeConfig();
  const location = useLocationFlow();
  const { state } = location;
  const known = state.status === 'known' ? state.location : null;
  const latitude = known?.latitude;
  const longitude = known?.longitude;
  const centre = useMemo(
    () => (latitude === undefined || longitude === undefined ? null : { latitude, longitude }),
    [latitude, longitude],
  );

  const [filters, setFilters] = useState<FilterChoice>(DEFAULT_FILTER_CHOICE);
  const [source, setSource] = useState<ResultsSource>(NEARBY_AFTER_FIX);
  const [viewMode, setViewMode] = useViewModeUrlState();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [changingLocation, setChangingLocation] = useState(false);
  const [controlsOpen, setControlsOpen] = useState(false);

  // Each new location fix shows what is near it (product spec §4: a known location triggers a nearby fetch).
  const fix = state.status === 'known' ? state.attempt : null;
  const [shownFix, setShownFix] = useState(fix);
  if (fix !== shownFix) {
    setShownFix(fix);
    if (fix !== null) {
      setSource(NEARBY_AFTER_FIX);
      setSelectedId(null);
      setChangingLocation(false);
    }
  }

  const nearby = useNearbyResults(centre, nearbyFilters(filters), {
    enabled: source.kind === 'nearby',
    cause: source.kind === 'nearby' ? source.cause : 'user',
  });
  const view = source.kind === 'nearby' ? nearby.view : listResultsView(source.listings);
  const addedNotice = useFleetingMessage<AddedRestaurant>(ADDED_NOTICE_MS);
  const diary = useDiaryActions(
    view.status === 'loaded' ? view.listings : NO_LISTINGS,
    addedNotice.show,
  );

  const applyFilters = useCallback((next: FilterChoice) => {
    setFilters(next);
    setSource({ kind: 'nearby', cause: 'user' });
    setSelectedId(null);
    setControlsOpen(false);
  }, []);
  const showList = useCallback((listings: Listing[], selected: string | null = null) => {
    setSource({ kind: 'list', listings });
    setSelectedId(selected);
    setControlsOpen(false);
  }, []);
  function retry() {
    setSource({ kind: 'nearby', cause: 'user' });
    nearby.refetch();
  }

  const showResults = centre !== null || source.kind === 'list';
  const searchPanel = (
    <SearchPanel
      centre={centre}
      onResults={(listings) => showList(listings)}
      onPick={(listing) => showList([listing], listing.id)}
      diary={diary}
    />
  );
  return (
    <Page title="Discover Nearby Restaurants">
      <div className={styles.layout}>
        <WantToGoNearYou radius={filters.radius} />
        {known && !changingLocation ? (
          <CurrentLocation location={known} onChange={() => setChangingLocation(true)} />
        ) : (
          <LocationPrompt
            flow={location}
            mode={known ? 'change' : 'needed'}
            onCancel={() => setChangingLocation(false)}
          />
        )}
        {known ? (
          <CompactControls
            open={controlsOpen}
            onOpenChange={setControlsOpen}
            activeFilters={activeFilterCount(filters)}
          >
            <FilterPanel applied={filters} onApply={applyFilters} />
            {searchPanel}
          </CompactControls>
        ) : (
          state.status === 'failed' && <div className={styles.controls}>{searchPanel}</div>
        )}
        {diary.error && <ErrorText>{diary.error}</ErrorText>}
        {showResults && (
          <ResultsSection
            view={view}
            viewMode={viewMode}
            onViewModeChange={setViewMode}
            selectedId={selectedId}
            onSelect={setSelectedId}
            centre={centre}
            tileUrl={tileUrl}
            diary={diary}
            onRetry={source.kind === 'nearby' ? retry : undefined}
          />
        )}
      </div>
      <AddedNotice added={addedNotice.message} onHoldChange={addedNotice.hold} />
    </Page>
  );
}
