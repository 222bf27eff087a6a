import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Restaurant, SummaryDish } from '@dd/contracts';
import {
  DetailSection,
  diaryDay,
  formatDiaryDate,
  isDisplayableImageUrl,
  ListStatus,
} from '@dd/diary-ui';
import { LazyImage } from '@dd/ui-kit';
import { restaurantSummaryQuery } from '../api/restaurantSummaryQuery';
import { visitCountText } from '../model/summaryText';
import { OrderAgain } from './OrderAgain';
import styles from './RestaurantSummary.module.css';

function DishDate({ date }: { date: string }) {
  return (
    <time dateTime={diaryDay(date)} className={styles.muted}>
      {formatDiaryDate(date)}
    </time>
  );
}

function Dish({ dish, children }: { dish: SummaryDish; children?: ReactNode }) {
  const image = dish.imageUrl && isDisplayableImageUrl(dish.imageUrl) ? dish.imageUrl : null;
  return (
    <li className={styles.dish}>
      {image ? (
        <LazyImage src={image} alt="" className={styles.thumbnail} sizes="3rem" />
      ) : (
        <span className={styles.thumbnail} aria-hidden="true" />
      )}
      <div className={styles.dishText}>
        {/* The meal itself is linked once, in the page's Meals list. */}
        <span className={styles.dishName}>{dish.name}</span>
        <DishDate date={dish.date} />
      </div>
      {children}
    </li>
  );
}

/** "What do I order here?": go-to dishes with Order again, the ones to skip, and the visits count. */
export function OrderHere({ restaurant }: { restaurant: Restaurant }) {
  const summary = useQuery(restaurantSummaryQuery(restaurant._id));
  const title = 'What do I order here?';

  if (summary.isPending)
    return (
      <DetailSection title={title}>
        <ListStatus className={styles.status} kind="loading" text="Loading your dishes..." />
      </DetailSection>
    );
  if (!summary.data)
    return (
      <DetailSection title={title}>
        <ListStatus className={styles.status} kind="error" text="Failed to load your dishes" />
      </DetailSection>
    );

  const { liked, skip, visitCount, lastVisit } = summary.data;
  if (visitCount === 0)
    return (
      <DetailSection title={title}>
        <ListStatus
          className={styles.status}
          kind="empty"
          text="Log your meals here and rate them: your go-to dishes will show up here."
        />
      </DetailSection>
    );

  return (
    <DetailSection title={title}>
      <p className={styles.visits}>
        {visitCountText(visitCount)}
        {lastVisit && (
          <>
            {' · last on '}
            <time dateTime={diaryDay(lastVisit)}>{formatDiaryDate(lastVisit)}</time>
          </>
        )}
      </p>
      <h3 className={styles.subTitle}>Go-to dishes</h3>
      {liked.length > 0 ? (
        <ul className={styles.dishes} aria-label="Go-to dishes">
          {liked.map((dish) => (
            <Dish key={dish.mealId} dish={dish}>
              <OrderAgain
                dishName={dish.name}
                restaurantName={restaurant.name}
                address={restaurant.address || undefined}
                yelpId={restaurant.yelpId}
              />
            </Dish>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No thumbs-up dishes here yet.</p>
      )}
      {skip.length > 0 && (
        <>
          <h3 className={styles.subTitle}>Skip these</h3>
          <ul className={styles.dishes} aria-label="Skip these">
            {skip.map((dish) => (
              <Dish key={dish.mealId} dish={dish} />
            ))}
          </ul>
        </>
      )}
    </DetailSection>
  );
}
