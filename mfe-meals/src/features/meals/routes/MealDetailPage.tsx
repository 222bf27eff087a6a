import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import type { Meal, ThumbsValue } from '@dd/contracts';
import {
  diaryDay,
  formatDiaryDate,
  ListStatus,
  OrderLinks,
  TagChips,
  THUMBS_TITLES,
  ThumbsControl,
  useScrollRestoration,
  useThumbsMutation,
} from '@dd/diary-ui';
import { ApiError, useBreadcrumbOverride } from '@dd/shell-kit';
import { Button, buttonClassName, ConfirmDialog, ErrorText } from '@dd/ui-kit';
import { mealDetailQuery, mealTagsQuery } from '../api/mealQueries';
import { restaurantQuery } from '../api/restaurantQueries';
import { useDeleteMeal } from '../api/useDeleteMeal';
import { DetailSection } from '../components/DetailSection';
import { MealHero } from '../components/MealHero';
import { MealNotes } from '../components/MealNotes';
import { MealPhotos } from '../components/MealPhotos';
import { mealCoverImage, mealPhotos } from '../model/mealImages';
import { DELETE_MEAL_DIALOG, MEAL_ERRORS } from '../model/texts';
import styles from '../components/MealDetail.module.css';

/** /meals/:id — one meal: photo, restaurant, date, rating, tags, notes, photos, order links. */
export function MealDetailPage() {
  const { id = '' } = useParams();
  const meal = useQuery(mealDetailQuery(id));
  useScrollRestoration(meal.data !== undefined);

  if (meal.isPending)
    return (
      <div className={styles.page}>
        <ListStatus kind="loading" text="Loading meal details..." />
      </div>
    );
  if (meal.isError)
    return (
      <div className={styles.page}>
        <ListStatus
          kind="error"
          text={isNotFound(meal.error) ? MEAL_ERRORS.notFound : MEAL_ERRORS.loadDetail}
        />
        <Link to="/meals" className={styles.backLink}>
          Back to Meals
        </Link>
      </div>
    );
  // Keyed: the notes editor starts afresh for another meal.
  return <MealDetail key={meal.data._id} meal={meal.data} />;
}

/** A malformed id (400) cannot name a meal either. */
function isNotFound(error: Error): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function MealDetail({ meal }: { meal: Meal }) {
  const navigate = useNavigate();
  const { _id: id, name } = meal;
  const restaurant = meal.restaurantId;
  const tags = useQuery(mealTagsQuery(id));
  // The restaurant's address and Yelp id sharpen the order links; they show without them meanwhile.
  const restaurantDetail = useQuery({
    ...restaurantQuery(restaurant?._id ?? ''),
    enabled: !!restaurant,
  });
  const thumbs = useThumbsMutation<Meal>('meals');
  const deletion = useDeleteMeal();
  const [thumbsError, setThumbsError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  useBreadcrumbOverride([{ label: 'Meals', to: '/meals' }, { label: name }]);

  const hero = mealCoverImage(meal);
  const photos = mealPhotos(meal);
  const editPath = `/meals/${id}/edit`;

  const rate = (value: ThumbsValue) => {
    setThumbsError(null);
    thumbs.mutate({ item: meal, value }, { onError: () => setThumbsError(MEAL_ERRORS.thumbs) });
  };

  const confirmDelete = () => {
    setDeleteError(null);
    deletion.mutate(id, {
      onSuccess: () => navigate('/meals'),
      onError: () => {
        setConfirming(false);
        setDeleteError(MEAL_ERRORS.deleteDetail);
      },
    });
  };

  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{name}</h1>
          {!hero && (
            <ThumbsControl value={meal.isThumbsUp} titles={THUMBS_TITLES.meal} onChange={rate} />
          )}
        </div>
        <div className={styles.actions}>
          <Link to="/meals/new" className={buttonClassName({ variant: 'secondary' })}>
            Add Meal
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
        <MealHero
          image={hero}
          name={name}
          restaurant={restaurant}
          date={meal.date}
          rating={meal.isThumbsUp}
          onRate={rate}
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
        </div>
      )}

      {tags.data && tags.data.length > 0 && (
        <DetailSection title="Tags" action={{ label: 'Manage Tags', to: editPath }}>
          <TagChips tags={tags.data} />
        </DetailSection>
      )}

      <MealNotes meal={meal} />

      <MealPhotos images={photos} name={name} managePath={editPath} />

      <div className={styles.section}>
        <OrderLinks
          title="Order This Meal"
          name={restaurant?.name ?? ''}
          address={restaurantDetail.data?.address || undefined}
          yelpId={restaurantDetail.data?.yelpId ?? undefined}
          dishName={name}
        />
      </div>

      <ConfirmDialog
        open={confirming}
        title={DELETE_MEAL_DIALOG.title}
        message={DELETE_MEAL_DIALOG.message}
        loading={deletion.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </article>
  );
}
