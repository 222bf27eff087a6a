import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Restaurant, ThumbsValue } from '@dd/contracts';
import {
  DiaryListBody,
  DiaryListToolbar,
  diaryListInfiniteQuery,
  emptyListMessage,
  ListDeleteDialog,
  restaurantsShareScope,
  ShareButton,
  useListDeletion,
  useListUrlState,
  useThumbsMutation,
  useTransientError,
  ViewSwitch,
} from '@dd/diary-ui';
import { useCurrentDiary } from '@dd/shell-kit';
import { ErrorText, Page } from '@dd/ui-kit';
import {
  LIST_VIEWS,
  preloadRestaurantMap,
  RestaurantMapView,
  useListView,
} from '../../restaurant-map';
import { UnlinkedPlacesBanner } from '../../yelp-linking';
import { useDeleteRestaurant } from '../api/useDeleteRestaurant';
import { RestaurantGrid } from '../components/RestaurantGrid';
import styles from './RestaurantListPage.module.css';

/**
 * /restaurants: the user's restaurants, filtered, searched, narrowed to a tag
 * (`?tag=`) and paged by the server, loaded as the user scrolls; or, with
 * `?view=map`, the same selection on a map.
 */
export function RestaurantListPage() {
  const navigate = useNavigate();
  const urlState = useListUrlState();
  const { writable } = useCurrentDiary();
  const { params, tagId } = urlState;
  const [view, setView] = useListView();
  const list = useInfiniteQuery({
    ...diaryListInfiniteQuery<Restaurant>('restaurants', params, { tagId }),
    // The map reads its own light answer: no card pages behind it.
    enabled: view === 'grid',
    // A new filter or search keeps the current cards until its answer arrives.
    placeholderData: keepPreviousData,
  });
  const thumbs = useThumbsMutation<Restaurant>('restaurants');
  const deleteLater = useDeleteRestaurant();
  const [actionError, showActionError] = useTransientError();
  const removal = useListDeletion<Restaurant>('restaurants', deleteLater, showActionError);

  const changeThumbs = (restaurant: Restaurant, value: ThumbsValue) => {
    // mutateAsync, not mutate(…, { onError }): a per-call callback is dropped
    // when another card's thumb is pressed before this answer arrives.
    thumbs
      .mutateAsync({ item: restaurant, value })
      .catch((error: Error) => showActionError(`Failed to update thumbs rating: ${error.message}`));
  };

  // Share and the view switch sit together above the grid, or beside the map's key.
  // A share link keeps a thumbs filter; the places saved for later are not one.
  const viewSwitch = (
    <div className={styles.listActions}>
      {!params.wantToGo && writable && (
        <ShareButton
          scope={restaurantsShareScope(params.filter, params.q, tagId, params.diaryId)}
        />
      )}
      <ViewSwitch
        label="View"
        options={LIST_VIEWS}
        value={view}
        onChange={setView}
        onIntent={(next) => next === 'map' && preloadRestaurantMap()}
      />
    </div>
  );

  return (
    <Page title="Restaurants">
      <UnlinkedPlacesBanner />
      <DiaryListToolbar resource="restaurants" state={urlState} />
      {actionError && <ErrorText>{actionError}</ErrorText>}
      {view === 'map' ? (
        <RestaurantMapView params={params} tagId={tagId} viewSwitch={viewSwitch} />
      ) : (
        <>
          <div className={styles.viewBar}>{viewSwitch}</div>
          <DiaryListBody
            resource="restaurants"
            list={list}
            emptyText={emptyListMessage('restaurants', params, tagId)}
          >
            {(restaurants) => (
              <RestaurantGrid
                restaurants={restaurants}
                busy={list.isPlaceholderData}
                onThumbsChange={changeThumbs}
                onEdit={(restaurant) => navigate(`/restaurants/${restaurant._id}/edit`)}
                onDelete={removal.ask}
                readOnly={!writable}
              />
            )}
          </DiaryListBody>
        </>
      )}
      <ListDeleteDialog {...removal.dialog} />
    </Page>
  );
}
