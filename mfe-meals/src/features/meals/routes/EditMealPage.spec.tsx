import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from '@dd/shell-kit/testing';
import { aMeal, aRestaurant, MEAL_ID, TAGS, uploaded } from '../testing/fixtures';
import {
  failure,
  json,
  received,
  sent,
  serveMeal,
  serveMealTags,
  serveMealUpdate,
  serveRestaurant,
  serveRestaurantOptions,
  serveRecentMeals,
  serveTagsAndLinks,
} from '../testing/mealsApi';
import { renderMeals } from '../testing/renderMeals';

const EDIT_PATH = `/meals/${MEAL_ID}/edit`;
const meal = aMeal({
  name: 'Mapo tofu',
  date: '2024-03-02',
  isThumbsUp: false,
  notes: 'Numbing',
  mealImages: [{ url: uploaded('tofu'), isPrimary: true, caption: 'Bowl' }],
});

beforeEach(() => {
  serveTagsAndLinks();
  serveRecentMeals();
  serveRestaurantOptions([aRestaurant()]);
  serveRestaurant();
});
afterEach(() => jest.restoreAllMocks());

const updates = () => sent('PUT', `/api/meals/${MEAL_ID}`).map((request) => request.body);

it('shows the loading text, then the meal and its tags in the form', async () => {
  serveMeal(async () => {
    await delay(30);
    return json(meal);
  });
  serveMealTags([TAGS[0]!]);
  renderMeals(EDIT_PATH);

  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Meal' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading meal data...');
  expect(await screen.findByRole('textbox', { name: /Meal Name/ })).toHaveValue('Mapo tofu');
  expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveValue('Sichuan House');
  expect(screen.getByLabelText(/^Date/)).toHaveValue('2024-03-02');
  expect(
    within(screen.getByRole('group', { name: 'Order Again?' })).getByRole('button', {
      name: 'Would not order again',
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Numbing');
  expect(
    within(screen.getByRole('list', { name: 'Selected meal tags' })).getByText('Spicy'),
  ).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Caption for image 1' })).toHaveValue('Bowl');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
});

it('shows the price in its own currency, and saves a changed amount in it', async () => {
  const priced = { ...meal, price: { amount: 12.5, currency: 'GBP' } };
  serveMeal(priced);
  serveMealTags([]);
  serveMealUpdate(priced);
  renderMeals(EDIT_PATH);
  const price = await screen.findByRole('textbox', { name: 'Price' });
  expect(price).toHaveValue('12.50');
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP');

  await userEvent.clear(price);
  await userEvent.type(price, '14');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(updates()).toHaveLength(1));
  expect(updates()[0]).toMatchObject({ price: { amount: 14, currency: 'GBP' } });
});

it('shows who you were with as chips, and saves the names as changed', async () => {
  const shared = { ...meal, companions: ['Sam', 'Alex'] };
  serveMeal(shared);
  serveMealTags([]);
  serveMealUpdate(shared);
  const user = userEvent.setup();
  renderMeals(EDIT_PATH);
  const added = await screen.findByRole('list', { name: 'People added' });
  expect(within(added).getAllByRole('listitem')).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: 'Remove Sam' }));
  await user.type(screen.getByRole('combobox', { name: 'Who you were with' }), 'Jo{Enter}');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(updates()).toHaveLength(1));
  expect(updates()[0]).toMatchObject({ companions: ['Alex', 'Jo'] });
});

it('saves the meal, then replaces its tag links, and opens it', async () => {
  serveMeal(meal);
  serveMealTags([TAGS[0]!]);
  serveMealUpdate(meal);
  const view = renderMeals(EDIT_PATH);
  const name = await screen.findByRole('textbox', { name: /Meal Name/ });

  await userEvent.clear(name);
  await userEvent.type(name, 'Mapo doufu');
  await userEvent.click(screen.getByRole('button', { name: 'Remove Spicy' }));
  await userEvent.type(screen.getByRole('combobox', { name: 'Meal tags' }), 'Vegetarian{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Clear restaurant' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

  // Three requests one after the other, then the 100 ms pause.
  await waitFor(() => expect(view.currentPath()).toBe(`/meals/${MEAL_ID}`), { timeout: 3000 });
  expect(updates()).toEqual([
    {
      name: 'Mapo doufu',
      date: '2024-03-02',
      restaurantId: null,
      isThumbsUp: false,
      price: null,
      companions: [],
      notes: 'Numbing',
      mealImages: [{ url: uploaded('tofu'), isPrimary: true, caption: 'Bowl' }],
      imageUrl: null,
    },
  ]);
  // Meal first, then every old link deleted, then one link per selected tag.
  const writes = received
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path}`);
  expect(writes).toEqual([
    `PUT /api/meals/${MEAL_ID}`,
    `DELETE /api/meal-tags/meal/${MEAL_ID}/all`,
    'POST /api/meal-tags',
  ]);
  expect(sent('POST', '/api/meal-tags')[0]!.body).toEqual({ mealId: MEAL_ID, tagId: TAGS[1]!._id });
  expect(await screen.findByRole('heading', { level: 1, name: 'Mapo doufu' })).toBeInTheDocument();
});

it('shows the errors of a failed update and stays', async () => {
  serveMeal(meal);
  serveMealTags([]);
  serveMealUpdate(meal, () => failure('Database down'));
  const view = renderMeals(EDIT_PATH);
  await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual([
    'Failed to update meal',
    'Error saving meal',
  ]);
  expect(view.currentPath()).toBe(EDIT_PATH);
  expect(sent('DELETE', `/api/meal-tags/meal/${MEAL_ID}/all`)).toHaveLength(0);
});

it('says so when the meal cannot be loaded', async () => {
  serveMeal(() => failure('Nope', 404));
  serveMealTags([]);
  renderMeals(EDIT_PATH);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load meal data');
  expect(screen.queryByRole('textbox', { name: /Meal Name/ })).not.toBeInTheDocument();
});

it('Cancel goes back to the meal', async () => {
  serveMeal(meal);
  serveMealTags([]);
  const view = renderMeals(EDIT_PATH);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(view.currentPath()).toBe(`/meals/${MEAL_ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Mapo tofu' })).toBeInTheDocument();
  expect(updates()).toEqual([]);
});
