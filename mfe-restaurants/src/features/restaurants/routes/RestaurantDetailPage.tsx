import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { Restaurant, ThumbsValue } from '@dd/contracts';
import {
  ListStatus,
  OrderLinks,
  TagChips,
  THUMBS_TITLES,
  ThumbsControl,
  useThumbsMutation,
} from '@dd/diary-ui';
import { ApiError } from '@dd/shell-kit';
import { Button, buttonClassName, ConfirmDialog, ErrorText } from '@dd/ui-kit';
import { restaurantDetailQuery, restaurantTagsQuery } from '../api/restaurantQueries';
import { useDeleteRestaurant } from '../api/useDeleteRestaurant';
import { DetailSection } from '../components/DetailSection';
import { hasFacts, RestaurantFacts } from '../components/RestaurantFacts';
import { RestaurantHero, YelpLink } from '../components/RestaurantHero';
import { RestaurantMeals } from '../components/RestaurantMeals';
import { RestaurantPhotos } from '../components/RestaurantPhotos';
import { YelpInfoPanel } from '../components/YelpInfoPanel';
import { coverImage, restaurantImages } from '../model/images';
import { DELETE_RESTAURANT_DIALOG } from '../model/texts';
import styles from '../components/RestaurantDetail.module.css';

/** /restaurants/:id — everything the diary knows about one restaurant. */
export function RestaurantDetailPage() {
  const { id = '' } = useParams();
  const restaurant = useQuery(restaurantDetailQuery(id));

  if (restaurant.isPending)
    return (
      <div className={styles.page}>
        <ListStatus kind="loading" text="Loading restaurant details..." />
      </div>
    );
  if (restaurant.isError)
    return (
      <div className={styles.page}>
        <ListStatus
          kind="error"
          text={
            isNotFound(restaurant.error)
              ? 'Restaurant not found'
              : 'Failed to load restaurant details'
          }
        />
        <Link to="/restaurants" className={styles.backLink}>
          Back to Restaurants
        </Link>
      </div>
    );
  return <RestaurantDetail restaurant={restaurant.data} />;
}

/** A malformed id (400) cannot name a restaurant either. */
function isNotFound(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function RestaurantDetail({ restaurant }: { restaurant: Restaurant }) {
  const navigate = useNavigate();
  const { _id: id, name, cuisine, yelpId } = restaurant;
  const tags = useQuery(restaurantTagsQuery(id));
  const thumbs = useThumbsMutation<Restaurant>('restaurants');
  const deletion = useDeleteRestaurant();
  const [thumbsError, setThumbsError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const hero = coverImage(restaurant);
  const images = restaurantImages(restaurant);
  const editPath = `/restaurants/${id}/edit`;

  const changeThumbs = (value: ThumbsValue) => {
    setThumbsError(null);
    thumbs
      .mutateAsync({ item: restaurant, value })
      .catch(() => setThumbsError('Failed to update thumbs rating'));
  };

  const confirmDelete = () => {
    setDeleteError(null);
    deletion.mutate(id, {
      onSuccess: () => navigate('/restaurants'),
      onError: () => {
        setConfirming(false);
        setDeleteError('Failed to delete restaurant');
      },
    });
  };

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{name}</h1>
          <ThumbsControl
            value={restaurant.isThumbsUp}
            titles={THUMBS_TITLES.restaurant}
            onChange={changeThumbs}
          />
        </div>
        <div className={styles.actions}>
          <Link to="/restaurants/new" className={buttonClassName({ variant: 'secondary' })}>
            Add Restaurant
          </Link>
          <Link to={editPath} className={buttonClassName({ variant: 'secondary' })}>
            Edit
          </Link>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
        {thumbsError && <ErrorText>{thumbsError}</ErrorText>}
        {deleteError && <ErrorText>{deleteError}</ErrorText>}
      </header>

      {hero ? (
        <RestaurantHero image={hero} name={name} cuisine={cuisine} yelpId={yelpId} />
      ) : (
        (cuisine || yelpId) && (
          <p className={styles.badges}>
            {cuisine && <span className={styles.cuisineChip}>{cuisine}</span>}
            {yelpId && <YelpLink yelpId={yelpId} />}
          </p>
        )
      )}

      {hasFacts(restaurant) && (
        <DetailSection title="Details">
          <RestaurantFacts restaurant={restaurant} />
        </DetailSection>
      )}

      {(restaurant.notes ?? '').trim() && (
        <DetailSection title="Comments">
          <p className={styles.notes}>{restaurant.notes}</p>
        </DetailSection>
      )}

      <DetailSection title="Tags" action={{ label: 'Manage Tags', to: editPath }}>
        {tags.data && tags.data.length > 0 ? (
          <TagChips tags={tags.data} />
        ) : (
          <p className={styles.muted}>{tags.isPending ? 'Loading tags...' : 'No tags yet.'}</p>
        )}
      </DetailSection>

      <div className={styles.section}>
        <OrderLinks
          title="Order & Reservations"
          name={name}
          address={restaurant.address || undefined}
          yelpId={yelpId ?? undefined}
        />
      </div>

      <DetailSection
        title="Meals"
        action={{ label: 'Add Meal', to: `/meals/new?restaurantId=${encodeURIComponent(id)}` }}
      >
        <RestaurantMeals restaurantId={id} />
      </DetailSection>

      <DetailSection title="Restaurant Photos" action={{ label: 'Manage Photos', to: editPath }}>
        <RestaurantPhotos images={images} name={name} />
      </DetailSection>

      {yelpId && (
        <DetailSection title="Yelp Information">
          <YelpInfoPanel yelpId={yelpId} />
        </DetailSection>
      )}

      <ConfirmDialog
        open={confirming}
        title={DELETE_RESTAURANT_DIALOG.title}
        message={DELETE_RESTAURANT_DIALOG.message}
        loading={deletion.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
