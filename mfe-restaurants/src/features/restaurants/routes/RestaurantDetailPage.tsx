import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Restaurant, ThumbsValue } from '@dd/contracts';
import {
  DetailCard,
  DetailHeader,
  DetailPage,
  DetailPageStatus,
  type ShownQuery,
  DetailSection,
  displayableImages,
  displayImage,
  OrderLinks,
  recordTagsQuery,
  TagChips,
  THUMBS_TITLES,
  ThumbsControl,
  useRecordAccess,
  useThumbsMutation,
} from '@dd/diary-ui';
import { Badge } from '@dd/ui-kit';
import { restaurantDetailQuery } from '../api/restaurantQueries';
import { useDeleteRestaurant } from '../api/useDeleteRestaurant';
import { OrderHere } from '../components/OrderHere';
import { hasFacts, RestaurantFacts, useMealFacts } from '../components/RestaurantFacts';
import { RestaurantHero, YelpLink } from '../components/RestaurantHero';
import { RestaurantLocation } from '../components/RestaurantLocation';
import { RestaurantMeals } from '../components/RestaurantMeals';
import { RestaurantPhotos } from '../components/RestaurantPhotos';
import { YelpInfoPanel } from '../components/YelpInfoPanel';
import styles from '../components/RestaurantDetail.module.css';

/** /restaurants/:id — everything the diary knows about one restaurant. */
export function RestaurantDetailPage() {
  const { id = '' } = useParams();
  const restaurant = useQuery(restaurantDetailQuery(id));
  if (!restaurant.data) return <DetailPageStatus resource="restaurants" error={restaurant.error} />;
  return <RestaurantDetail restaurant={restaurant.data} shown={restaurant} />;
}

function RestaurantDetail({ restaurant, shown }: { restaurant: Restaurant; shown: ShownQuery }) {
  const { _id: id, name, cuisine, yelpId } = restaurant;
  const tags = useQuery(recordTagsQuery('restaurant', id));
  const mealFacts = useMealFacts(id);
  const access = useRecordAccess(restaurant);
  const { writable } = access;
  const thumbs = useThumbsMutation<Restaurant>('restaurants');
  const deleteLater = useDeleteRestaurant();
  const [thumbsError, setThumbsError] = useState<string | null>(null);

  const hero = displayImage(restaurant.restaurantImages, restaurant.imageUrl);
  const images = displayableImages(restaurant.restaurantImages, restaurant.imageUrl);
  const editPath = `/restaurants/${id}/edit`;
  const logMealHere = `/meals/new?restaurantId=${encodeURIComponent(id)}`;

  const changeThumbs = (value: ThumbsValue) => {
    setThumbsError(null);
    thumbs
      .mutateAsync({ item: restaurant, value })
      .catch(() => setThumbsError('Failed to update thumbs rating'));
  };

  return (
    <DetailPage record={shown}>
      <DetailHeader
        resource="restaurants"
        id={id}
        title={name}
        rating={
          <ThumbsControl
            value={restaurant.isThumbsUp}
            titles={THUMBS_TITLES.restaurant}
            onChange={changeThumbs}
            disabled={!writable}
          />
        }
        editPath={editPath}
        deleteLater={deleteLater}
        errors={[thumbsError]}
        leadAction={{ label: 'Log a meal here', to: logMealHere }}
        share={{ kind: 'restaurant', id }}
        access={access}
      />

      {restaurant.wantToGo && (
        <p className={styles.wantToGo}>
          <Badge>Want to go</Badge>
          <span>Saved for later. Your first meal here marks it visited.</span>
        </p>
      )}

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

      {hasFacts(restaurant, mealFacts) && (
        <DetailSection title="Details">
          <RestaurantFacts restaurant={restaurant} meals={mealFacts} />
        </DetailSection>
      )}

      <RestaurantLocation restaurant={restaurant} readOnly={!writable} />

      {(restaurant.notes ?? '').trim() && (
        <DetailSection title="Comments">
          <p className={styles.notes}>{restaurant.notes}</p>
        </DetailSection>
      )}

      <DetailSection
        title="Tags"
        action={writable ? { label: 'Manage Tags', to: editPath } : undefined}
      >
        {tags.data && tags.data.length > 0 ? (
          <TagChips tags={tags.data} linkTo="restaurants" />
        ) : (
          <p className={styles.muted}>{tags.isPending ? 'Loading tags...' : 'No tags yet.'}</p>
        )}
      </DetailSection>

      <OrderHere restaurant={restaurant} />

      <DetailCard>
        <OrderLinks
          title="Order & Reservations"
          name={name}
          address={restaurant.address || undefined}
          yelpId={yelpId ?? undefined}
        />
      </DetailCard>

      <DetailSection
        title="Meals"
        action={writable ? { label: 'Add Meal', to: logMealHere } : undefined}
      >
        <RestaurantMeals restaurantId={id} />
      </DetailSection>

      <DetailSection
        title="Restaurant Photos"
        action={writable ? { label: 'Manage Photos', to: editPath } : undefined}
      >
        <RestaurantPhotos images={images} name={name} />
      </DetailSection>

      {yelpId && (
        <DetailSection title="Yelp Information">
          <YelpInfoPanel yelpId={yelpId} />
        </DetailSection>
      )}
    </DetailPage>
  );
}
