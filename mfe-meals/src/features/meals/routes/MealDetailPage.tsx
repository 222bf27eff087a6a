import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Meal, ThumbsValue } from '@dd/contracts';
import {
  CompanionChips,
  DetailCard,
  DetailHeader,
  DetailPage,
  DetailPageStatus,
  type ShownQuery,
  DetailSection,
  diaryDay,
  displayableImages,
  displayImage,
  formatDiaryDate,
  formatMoney,
  OrderLinks,
  recordTagsQuery,
  TagChips,
  THUMBS_TITLES,
  ThumbsControl,
  useRecordAccess,
  useThumbsMutation,
} from '@dd/diary-ui';
import { useBreadcrumbOverride } from '@dd/shell-kit';
import { mealDetailQuery } from '../api/mealQueries';
import { restaurantQuery } from '../api/restaurantQueries';
import { useDeleteMeal } from '../api/useDeleteMeal';
import { MealHero } from '../components/MealHero';
import { MealNotes } from '../components/MealNotes';
import { MealPhotos } from '../components/MealPhotos';
import { MEAL_ERRORS } from '../model/texts';
import styles from '../components/MealDetail.module.css';

/**
 * /meals/:id — one meal: photo, restaurant, date, rating, who you were with
 * (each a link to the meals with them), tags, notes, photos, order links.
 */
export function MealDetailPage() {
  const { id = '' } = useParams();
  const meal = useQuery(mealDetailQuery(id));
  if (!meal.data) return <DetailPageStatus resource="meals" error={meal.error} />;
  // Keyed: the notes editor starts afresh for another meal.
  return <MealDetail key={meal.data._id} meal={meal.data} shown={meal} />;
}

function MealDetail({ meal, shown }: { meal: Meal; shown: ShownQuery }) {
  const { _id: id, name } = meal;
  const restaurant = meal.restaurantId;
  const tags = useQuery(recordTagsQuery('meal', id));
  // The restaurant's address and Yelp id sharpen the order links; they show without them meanwhile.
  const restaurantDetail = useQuery({
    ...restaurantQuery(restaurant?._id ?? ''),
    enabled: !!restaurant,
  });
  const access = useRecordAccess(meal);
  const { writable } = access;
  const thumbs = useThumbsMutation<Meal>('meals');
  const deleteLater = useDeleteMeal();
  const [thumbsError, setThumbsError] = useState<string | null>(null);
  useBreadcrumbOverride([{ label: 'Meals', to: '/meals' }, { label: name }]);

  const hero = displayImage(meal.mealImages, meal.imageUrl);
  const photos = displayableImages(meal.mealImages, meal.imageUrl);
  const editPath = `/meals/${id}/edit`;

  const companions = meal.companions && meal.companions.length > 0 && (
    <DetailSection title="With">
      <CompanionChips people={meal.companions} lead={null} label="With" />
    </DetailSection>
  );

  const rate = (value: ThumbsValue) => {
    setThumbsError(null);
    thumbs.mutate({ item: meal, value }, { onError: () => setThumbsError(MEAL_ERRORS.thumbs) });
  };

  return (
    <DetailPage record={shown}>
      <DetailHeader
        resource="meals"
        id={id}
        title={name}
        rating={
          !hero && (
            <ThumbsControl
              value={meal.isThumbsUp}
              titles={THUMBS_TITLES.meal}
              onChange={rate}
              disabled={!writable}
            />
          )
        }
        editPath={editPath}
        deleteLater={deleteLater}
        errors={[thumbsError]}
        share={{ kind: 'meal', id }}
        access={access}
      />

      {hero ? (
        <MealHero
          image={hero}
          name={name}
          restaurant={restaurant}
          date={meal.date}
          price={meal.price ?? null}
          rating={meal.isThumbsUp}
          onRate={rate}
          readOnly={!writable}
        />
      ) : (
        <div className={styles.plainSections}>
          <DetailSection title="Restaurant">
            {restaurant ? (
              <Link to={`/restaurants/${restaurant._id}`} className={styles.restaurantLink}>
                {restaurant.name}
              </Link>
            ) : (
              <p className={styles.muted}>No restaurant</p>
            )}
          </DetailSection>
          <DetailSection title="Date">
            <time dateTime={diaryDay(meal.date)}>{formatDiaryDate(meal.date)}</time>
          </DetailSection>
          {meal.price && <DetailSection title="Price">{formatMoney(meal.price)}</DetailSection>}
          {companions}
        </div>
      )}
      {/* Under the photo, or beside the other facts in their grid. */}
      {hero && companions}

      {tags.data && tags.data.length > 0 && (
        <DetailSection
          title="Tags"
          action={writable ? { label: 'Manage Tags', to: editPath } : undefined}
        >
          <TagChips tags={tags.data} linkTo="meals" />
        </DetailSection>
      )}

      <MealNotes meal={meal} readOnly={!writable} />

      <MealPhotos images={photos} name={name} managePath={writable ? editPath : undefined} />

      <DetailCard>
        <OrderLinks
          title="Order This Meal"
          name={restaurant?.name ?? ''}
          address={restaurantDetail.data?.address || undefined}
          yelpId={restaurantDetail.data?.yelpId ?? undefined}
          dishName={name}
        />
      </DetailCard>
    </DetailPage>
  );
}
