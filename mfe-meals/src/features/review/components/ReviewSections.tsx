import type { ReactNode } from 'react';
import type { YearReview } from '@dd/contracts';
import { Link } from 'react-router';
import { Figures } from '@dd/ui-kit';
import { busiestMonth, monthName } from '../model/reviewModel';
import { plural, REVIEW_TEXTS, spendSummary } from '../model/reviewTexts';
import { SpendChart } from './SpendChart';
import styles from './Review.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type Ranked = { key: string; name: ReactNode; count: string };

function RankedList({ items, none }: { items: Ranked[]; none: string }) {
  if (items.length === 0) return <p className={styles.none}>{none}</p>;
  return (
    <ol className={styles.ranked}>
      {items.map((item) => (
        <li key={item.key} className={styles.rankedItem}>
          <span className={styles.rankedName}>{item.name}</span>
          <span className={styles.rankedCount}>{item.count}</span>
        </li>
      ))}
    </ol>
  );
}

/** The review of a year with meals: its figures, rankings and spend. */
export function ReviewSections({ review }: { review: YearReview }) {
  const busiest = busiestMonth(review.months);
  const figures = [
    { label: 'Meals logged', value: review.meals.toLocaleString() },
    { label: 'Places', value: review.places.toLocaleString() },
    { label: 'New places', value: review.newPlaces.toLocaleString() },
    {
      label: "You'd order again",
      value: review.orderAgain.toLocaleString(),
      detail: `of ${plural(review.rated, 'rated meal', 'rated meals')}`,
    },
    {
      label: 'Month you ate out most',
      value: busiest ? monthName(busiest.month) : '—',
      detail: busiest ? plural(busiest.meals, 'meal', 'meals') : undefined,
    },
  ];
  return (
    <>
      <Section id="review-glance" title={REVIEW_TEXTS.glance}>
        <Figures figures={figures} />
      </Section>
      <Section id="review-places" title={REVIEW_TEXTS.returnedTo}>
        <RankedList
          none={REVIEW_TEXTS.returnedToNone}
          items={review.returnedTo.map((place) => ({
            key: place._id,
            name: <Link to={`/restaurants/${place._id}`}>{place.name}</Link>,
            count: plural(place.meals, 'day', 'days'),
          }))}
        />
      </Section>
      <Section id="review-dishes" title={REVIEW_TEXTS.dishes}>
        <RankedList
          none={REVIEW_TEXTS.dishesNone}
          items={review.dishes.map((dish) => ({
            key: dish.name,
            name: dish.name,
            count: plural(dish.meals, 'time', 'times'),
          }))}
        />
      </Section>
      <Section id="review-tags" title={REVIEW_TEXTS.tags}>
        <RankedList
          none={REVIEW_TEXTS.tagsNone}
          items={review.tags.map((tag) => ({
            key: tag._id,
            name: <Link to={`/meals?tag=${tag._id}`}>{tag.name}</Link>,
            count: plural(tag.meals, 'meal', 'meals'),
          }))}
        />
      </Section>
      <Section id="review-spend" title={REVIEW_TEXTS.spend}>
        {review.spend.totals.length === 0 ? (
          <p className={styles.none}>{REVIEW_TEXTS.spendNone}</p>
        ) : (
          <>
            <p className={styles.spendSummary}>
              {spendSummary(review.spend.totals, review.spend.priced, review.spend.unpriced)}
            </p>
            <SpendChart review={review} />
          </>
        )}
      </Section>
    </>
  );
}
