import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tag } from '@dd/contracts';
import { companionKeys, diaryKeys, tagKeys } from '@dd/diary-ui';
import { currentDiaryStore } from '@dd/shell-kit';
import {
  answer,
  delay,
  http,
  PERSONAL_DIARY,
  server,
  serveSharedDiary,
  SHARED_DIARY_ID,
  testUser,
} from '@dd/shell-kit/testing';
import {
  aMeal,
  aRestaurant,
  MEAL_ID,
  OTHER_RESTAURANT_ID,
  RESTAURANT_ID,
  TAGS,
  uploaded,
} from '../testing/fixtures';
import {
  failure,
  json,
  page,
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

describe('moving the meal to another diary (issue 46)', () => {
  const homeCanteen = aRestaurant({
    _id: OTHER_RESTAURANT_ID,
    name: 'Home Canteen',
    address: '',
    diaryId: SHARED_DIARY_ID,
  });
  const homeTag: Tag = { _id: '64b7f0c2a1b2c3d4e5f6d001', diaryId: SHARED_DIARY_ID, name: 'Late' };
  const diaryBox = () => screen.getByRole('combobox', { name: 'Diary' });
  const restaurantBox = () => screen.getByRole('combobox', { name: 'Restaurant' });

  beforeEach(() => {
    serveMeal(meal);
    serveMealTags([TAGS[0]!]);
    // Each diary's restaurants and tags: the pickers show whose they asked for.
    serveRestaurantOptions((query) =>
      page(query.get('diaryId') === SHARED_DIARY_ID ? [homeCanteen] : [aRestaurant()]),
    );
    server.use(
      http.get('/api/tags', ({ request }) =>
        json(
          new URL(request.url).searchParams.get('diaryId') === SHARED_DIARY_ID ? [homeTag] : TAGS,
        ),
      ),
    );
  });
  afterEach(() => act(() => currentDiaryStore.set(testUser.id, null)));

  it('offers no Diary to a user who writes one diary only', async () => {
    const diariesAsked = answer('get', '/api/diaries', () => json([PERSONAL_DIARY]));
    renderMeals(EDIT_PATH);
    await screen.findByRole('textbox', { name: /Meal Name/ });
    await waitFor(() => expect(diariesAsked.length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Diary' })).not.toBeInTheDocument();
  });

  it('offers no Diary when the other diary is one the user only views', async () => {
    const diariesAsked = serveSharedDiary('viewer', []);
    renderMeals(EDIT_PATH);
    await screen.findByRole('textbox', { name: /Meal Name/ });
    await waitFor(() => expect(diariesAsked.length).toBeGreaterThan(0));
    expect(screen.queryByRole('combobox', { name: 'Diary' })).not.toBeInTheDocument();
  });

  it("offers the diaries the user writes, the meal's own chosen, and says what choosing does", async () => {
    serveSharedDiary('editor', []);
    renderMeals(EDIT_PATH);
    const diary = await screen.findByRole('combobox', { name: 'Diary' });
    expect(diary).toHaveDisplayValue('My diary');
    expect(
      within(diary)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['My diary', 'Home']);
    expect(diary).toHaveAccessibleDescription('Move this meal to another diary.');
  });

  it("moves it on save with a restaurant and tags of the diary chosen, leaving the app's diary as it was", async () => {
    serveSharedDiary('editor', []);
    serveMealUpdate(meal, (body) =>
      json({ ...meal, ...body, restaurantId: { _id: homeCanteen._id, name: homeCanteen.name } }),
    );
    const view = renderMeals(EDIT_PATH);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Diary' }), 'Home');

    // The other diary's restaurant and tags are let go of; the pickers offer Home's.
    expect(diaryBox()).toHaveAccessibleDescription(
      'Saving moves this meal to Home. Choose its restaurant and tags from there.',
    );
    expect(restaurantBox()).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Selected meal tags' })).not.toBeInTheDocument();
    await userEvent.type(restaurantBox(), 'canteen');
    await userEvent.click(await screen.findByRole('option', { name: /Home Canteen/ }));
    const tagsBox = screen.getByRole('combobox', { name: 'Meal tags' });
    await userEvent.type(tagsBox, 'Late{Enter}');
    // A name only the other diary has is made a tag of Home.
    await userEvent.type(tagsBox, 'Spicy{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(view.currentPath()).toBe(`/meals/${MEAL_ID}`), { timeout: 3000 });
    expect(updates()).toHaveLength(1);
    expect(updates()[0]).toMatchObject({
      name: 'Mapo tofu',
      diaryId: SHARED_DIARY_ID,
      restaurantId: homeCanteen._id,
    });
    expect(sent('POST', '/api/tags').map((request) => request.body)).toEqual([
      { name: 'Spicy', diaryId: SHARED_DIARY_ID },
    ]);
    expect(sent('POST', '/api/meal-tags').map((request) => request.body)).toEqual([
      { mealId: MEAL_ID, tagId: homeTag._id },
      { mealId: MEAL_ID, tagId: 'new-Spicy' },
    ]);
    expect(currentDiaryStore.get(testUser.id)).toBeNull();
  });

  it('moves it without a restaurant when none of the diary chosen is picked', async () => {
    serveSharedDiary('editor', []);
    serveMealUpdate(meal, (body) => json({ ...meal, ...body, restaurantId: null }));
    const view = renderMeals(EDIT_PATH);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Diary' }), 'Home');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(view.currentPath()).toBe(`/meals/${MEAL_ID}`), { timeout: 3000 });
    expect(updates()).toEqual([
      expect.objectContaining({ diaryId: SHARED_DIARY_ID, restaurantId: null }),
    ]);
    expect(sent('DELETE', `/api/meal-tags/meal/${MEAL_ID}/all`)).toHaveLength(1);
    expect(sent('POST', '/api/meal-tags')).toEqual([]);
  });

  it("offers a shared diary's meal the restaurants of its diary, whatever diary the app shows", async () => {
    serveSharedDiary('editor', []);
    serveMeal({ ...meal, diaryId: SHARED_DIARY_ID, restaurantId: null });
    renderMeals(EDIT_PATH);
    expect(await screen.findByRole('combobox', { name: 'Diary' })).toHaveDisplayValue('Home');
    await userEvent.type(restaurantBox(), 'canteen');
    expect(await screen.findByRole('option', { name: /Home Canteen/ })).toBeInTheDocument();
    expect(currentDiaryStore.get(testUser.id)).toBeNull();
  });

  it('sends no diary when the meal stays in its own', async () => {
    serveSharedDiary('editor', []);
    serveMealUpdate(meal);
    const view = renderMeals(EDIT_PATH);
    await screen.findByRole('combobox', { name: 'Diary' });
    await userEvent.type(screen.getByRole('textbox', { name: /Meal Name/ }), ' (hot)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(view.currentPath()).toBe(`/meals/${MEAL_ID}`), { timeout: 3000 });
    expect(updates()).toHaveLength(1);
    expect(updates()[0]).toMatchObject({ name: 'Mapo tofu (hot)', restaurantId: RESTAURANT_ID });
    expect(updates()[0]).not.toHaveProperty('diaryId');
  });

  it("has both diaries' meals, restaurants, tags and people read again after the move", async () => {
    serveSharedDiary('editor', []);
    serveMealUpdate(meal, (body) => json({ ...meal, ...body, restaurantId: null }));
    const view = renderMeals(EDIT_PATH);
    const listed = (resource: 'meals' | 'restaurants', diaryId?: string) =>
      diaryKeys(resource).list({ filter: 'all', q: '', ...(diaryId && { diaryId }) });
    const cached = [
      listed('restaurants'),
      listed('restaurants', SHARED_DIARY_ID),
      [...tagKeys.all, 'counts', { diaryId: SHARED_DIARY_ID }],
      companionKeys.summary('Sam', SHARED_DIARY_ID),
      [...diaryKeys('meals').all, 'review', 2024, { diaryId: SHARED_DIARY_ID }],
    ];
    for (const key of cached) view.queryClient.setQueryData(key, []);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Diary' }), 'Home');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(view.currentPath()).toBe(`/meals/${MEAL_ID}`), { timeout: 3000 });
    for (const key of cached)
      expect({ key, invalidated: view.queryClient.getQueryState(key)?.isInvalidated }).toEqual({
        key,
        invalidated: true,
      });
  });

  it("shows the server's reason when the move is refused, and keeps the form as it was", async () => {
    serveSharedDiary('editor', []);
    serveMealUpdate(meal, () => failure('Forbidden', 403));
    const view = renderMeals(EDIT_PATH);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Diary' }), 'Home');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), ' and sour');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Failed to update meal: Forbidden',
      'Error saving meal',
    ]);
    expect(view.currentPath()).toBe(EDIT_PATH);
    expect(diaryBox()).toHaveDisplayValue('Home');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Numbing and sour');
    expect(sent('DELETE', `/api/meal-tags/meal/${MEAL_ID}/all`)).toHaveLength(0);
    expect(currentDiaryStore.get(testUser.id)).toBeNull();
  });
});
