import { PAINT_MARKS } from '@dd/contracts';
import { lazyPage, listParamsIn, tagFilterFromSearchParams } from '@dd/diary-ui';
import { definePages } from '@dd/shell-kit';
import { mealDetailQuery, mealListQuery } from './features/meals/api/mealQueries';
import { readMealsView, VIEW_PARAM } from './features/meals/model/timelineUrl';
import { MealListPage } from './features/meals/routes/MealListPage';
import { yearReviewQuery } from './features/review/api/reviewQueries';
import { yearOfParam } from './features/review/model/reviewModel';

// Fetched on first visit: the remote entry plus the list route stay small,
// and react-markdown loads with the detail page only.
const MealDetailPage = lazyPage(
  () => import(/* webpackChunkName: "meal-page" */ './features/meals/routes/MealDetailPage'),
  (module) => module.MealDetailPage,
);
const AddMealPage = lazyPage(
  () => import(/* webpackChunkName: "add-meal-page" */ './features/meals/routes/AddMealPage'),
  (module) => module.AddMealPage,
);
const YearReviewPage = lazyPage(
  () =>
    import(/* webpackChunkName: "year-review-page" */ './features/review/routes/YearReviewPage'),
  (module) => module.YearReviewPage,
);
const EditMealPage = lazyPage(
  () => import(/* webpackChunkName: "edit-meal-page" */ './features/meals/routes/EditMealPage'),
  (module) => module.EditMealPage,
);

/** The meals remote's pages, below its mount (REMOTE_PAGES in @dd/contracts). */
export const mealsPages = definePages('mfe_meals', [
  {
    path: '',
    component: MealListPage,
    // Its HTML links the timeline's style sheet, so the server's timeline paints styled.
    views: [{ search: { [VIEW_PARAM]: 'timeline' }, chunk: 'timeline-view' }],
    // The grid's first page, for the URL's filter, search and tag in the current diary (the timeline reads its own).
    queries: ({ searchParams, diaryId }) =>
      readMealsView(searchParams) === 'grid'
        ? [
            mealListQuery(
              listParamsIn(searchParams, diaryId),
              tagFilterFromSearchParams(searchParams),
            ),
          ]
        : [],
    mark: PAINT_MARKS.firstMealCard,
  },
  { path: 'new', component: AddMealPage, chunk: 'add-meal-page' },
  {
    path: 'review/:year',
    component: YearReviewPage,
    chunk: 'year-review-page',
    queries: ({ params, diaryId }) => {
      const year = yearOfParam(params.year);
      return year === null ? [] : [yearReviewQuery(year, diaryId)];
    },
  },
  {
    path: ':id',
    component: MealDetailPage,
    chunk: 'meal-page',
    queries: ({ params }) => [mealDetailQuery(params.id!)],
    mark: PAINT_MARKS.mealNotes,
  },
  { path: ':id/edit', component: EditMealPage, chunk: 'edit-meal-page' },
]);
