import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ListStatus } from '@dd/diary-ui';
import { useBreadcrumbOverride, useCurrentDiary } from '@dd/shell-kit';
import { Page } from '@dd/ui-kit';
import { yearReviewQuery } from '../api/reviewQueries';
import { EmptyReview } from '../components/EmptyReview';
import { ReviewSections } from '../components/ReviewSections';
import { YearNav } from '../components/YearNav';
import { yearOfParam } from '../model/reviewModel';
import { REVIEW_TEXTS } from '../model/reviewTexts';
import styles from '../components/Review.module.css';

function YearReview({ year }: { year: number }) {
  const review = useQuery(yearReviewQuery(year, useCurrentDiary().diaryId));
  if (review.isPending) return <ListStatus kind="loading" text={REVIEW_TEXTS.loading} />;
  if (review.isError) return <ListStatus kind="error" text={REVIEW_TEXTS.error} />;
  const { data } = review;
  return (
    <>
      <YearNav year={year} years={data.years} />
      {data.meals === 0 ? (
        <EmptyReview year={year} years={data.years} />
      ) : (
        <ReviewSections review={data} />
      )}
    </>
  );
}

/** /meals/review/:year: "your year in food", a year's meals in figures. */
export function YearReviewPage() {
  const year = yearOfParam(useParams().year);
  const title = year === null ? 'Your year in food' : REVIEW_TEXTS.title(year);
  useBreadcrumbOverride([{ label: 'Meals', to: '/meals' }, { label: title }]);
  return (
    <div className={styles.review}>
      <Page title={title}>
        {year === null ? (
          <ListStatus kind="empty" text={REVIEW_TEXTS.badYear} />
        ) : (
          <YearReview year={year} />
        )}
      </Page>
    </div>
  );
}
