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
import { mealsFirstRequests } from './firstRequests';

const ramen = aMeal({ _id: MEAL_ID, name: 'Tonkotsu ramen' });

it('sends /meals’ first page for the URL’s filter, search and tag, which the page then shows without asking again', async () => {
  serveMealList([ramen]);
  serveTagsAndLinks();
  renderMeals(`/meals?filter=thumbsUp&q=ramen&tag=${TAGS[0]!._id}`, {
    firstRequests: mealsFirstRequests,
  });

  expect(await screen.findByRole('heading', { name: 'Tonkotsu ramen' })).toBeInTheDocument();
  expect(listQueries()).toHaveLength(1);
  const [query] = listQueries();
  expect(query?.get('filter')).toBe('thumbsUp');
  expect(query?.get('q')).toBe('ramen');
  expect(query?.get('tagId')).toBe(TAGS[0]!._id);
});

it('sends a meal’s record on its page, asked for once', async () => {
  serveMealPage(ramen);
  renderMeals(`/meals/${MEAL_ID}`, { firstRequests: mealsFirstRequests });

  expect(await screen.findByRole('heading', { name: 'Tonkotsu ramen' })).toBeInTheDocument();
  expect(sent('GET', `/api/meals/${MEAL_ID}`)).toHaveLength(1);
});

it('sends nothing for the timeline view or the new-meal form, whose first requests differ', () => {
  expect(mealsFirstRequests({ pathname: '/meals', search: '?view=timeline' })).toEqual([]);
  expect(mealsFirstRequests({ pathname: '/meals/new', search: '' })).toEqual([]);
  expect(mealsFirstRequests({ pathname: '/meals/a/b', search: '' })).toEqual([]);
});
