import { screen } from '@testing-library/react';
import { aMeal, MEAL_ID, TAGS } from './features/meals/testing/fixtures';
import {
  listQueries,
  sent,
  serveMealList,
  serveMealPage,
  serveTagsAndLinks,
} from './features/meals/testing/mealsApi';
import { renderMeals } from './features/meals/testing/renderMeals';
import prefetchMealsPage from './prefetch';

const ramen = aMeal({ _id: MEAL_ID, name: 'Tonkotsu ramen' });

it('starts /meals’ first page for the URL’s filter, search and tag, which the page then shows without asking again', async () => {
  serveMealList([ramen]);
  serveTagsAndLinks();
  renderMeals(`/meals?filter=thumbsUp&q=ramen&tag=${TAGS[0]!._id}`, {
    prefetch: prefetchMealsPage,
  });

  expect(await screen.findByRole('heading', { name: 'Tonkotsu ramen' })).toBeInTheDocument();
  expect(listQueries()).toHaveLength(1);
  const [query] = listQueries();
  expect(query?.get('filter')).toBe('thumbsUp');
  expect(query?.get('q')).toBe('ramen');
  expect(query?.get('tagId')).toBe(TAGS[0]!._id);
});

it('starts a meal’s record on its page, asked for once', async () => {
  serveMealPage(ramen);
  renderMeals(`/meals/${MEAL_ID}`, { prefetch: prefetchMealsPage });

  expect(await screen.findByRole('heading', { name: 'Tonkotsu ramen' })).toBeInTheDocument();
  expect(sent('GET', `/api/meals/${MEAL_ID}`)).toHaveLength(1);
});

it('starts nothing for the timeline view or the new-meal form, whose first queries differ', () => {
  serveMealList([ramen]);
  const fakeCache = { prefetchQuery: jest.fn(), prefetchInfiniteQuery: jest.fn() };
  const client = fakeCache as unknown as Parameters<typeof prefetchMealsPage>[1];

  prefetchMealsPage({ pathname: '/meals', search: '?view=timeline' }, client);
  prefetchMealsPage({ pathname: '/meals/new', search: '' }, client);

  expect(fakeCache.prefetchQuery).not.toHaveBeenCalled();
  expect(fakeCache.prefetchInfiniteQuery).not.toHaveBeenCalled();
});
