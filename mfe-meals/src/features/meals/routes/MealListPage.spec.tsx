import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Meal } from '@dd/contracts';
import { UNDO_WINDOW_MS } from '@dd/diary-ui';
import { delay } from '@dd/shell-kit/testing';
import { aMeal, TAGS, uploaded } from '../testing/fixtures';
import {
  aCompanion,
  failure,
  json,
  listQueries,
  page,
  sent,
  serveMealDelete,
  serveMealList,
  serveCompanionSummary,
  serveMealPage,
  serveRestaurantOptions,
  serveTagsAndLinks,
  serveThumbs,
} from '../testing/mealsApi';
import { renderMeals } from '../testing/renderMeals';
import { serveTimelineStats, someStats, statsQueries } from '../testing/timelineApi';

const tofu = aMeal({
  _id: '64b7f0c2a1b2c3d4e5f60901',
  name: 'Mapo tofu',
  date: '2024-03-02',
  restaurantId: { _id: '64b7f0c2a1b2c3d4e5f60718', name: 'Sichuan House' },
  mealImages: [
    { url: uploaded('side'), isPrimary: false, caption: '' },
    { url: uploaded('tofu'), isPrimary: true, caption: '' },
  ],
});
const noodles = aMeal({
  _id: '64b7f0c2a1b2c3d4e5f60902',
  name: 'Dan dan noodles',
  date: '2024-02-10',
  isThumbsUp: true,
  restaurantId: null,
  imageUrl: uploaded('legacy'),
});

const grid = () => screen.getByRole('list', { name: 'Meals' });
const card = (name: string) =>
  within(grid())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }))!;

afterEach(() => jest.restoreAllMocks());

describe('the list', () => {
  it('shows the loading text, then a card per meal', async () => {
    serveMealList([tofu, noodles]);
    const view = renderMeals();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meals');
    expect(screen.getByRole('status')).toHaveTextContent('Loading meals...');
    expect(await screen.findByRole('link', { name: 'Mapo tofu' })).toHaveAttribute(
      'href',
      `/meals/${tofu._id}`,
    );
    expect(Object.fromEntries(listQueries()[0]!)).toEqual({ limit: '24', include: 'tags' });

    const tofuCard = card('Mapo tofu');
    expect(within(tofuCard).getByRole('link', { name: 'Sichuan House' })).toHaveAttribute(
      'href',
      '/restaurants/64b7f0c2a1b2c3d4e5f60718',
    );
    expect(
      within(tofuCard).getByText(
        new Date(2024, 2, 2).toLocaleDateString(undefined, { dateStyle: 'medium' }),
      ),
    ).toHaveAttribute('datetime', '2024-03-02');
    expect(tofuCard.querySelector('img')).toHaveAttribute('src', uploaded('tofu'));
    expect(card('Dan dan noodles').querySelector('img')).toHaveAttribute('src', uploaded('legacy'));
    expect(
      within(card('Dan dan noodles')).queryByRole('link', { name: 'Sichuan House' }),
    ).toBeNull();

    expect(within(tofuCard).getByRole('button', { name: 'Would order again' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(
      within(card('Dan dan noodles')).getByRole('button', { name: 'Would order again' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(tofuCard).getByRole('button', { name: 'Would not order again' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Meal' })).toHaveAttribute('href', '/meals/new');
    expect(view.currentPath()).toBe('/meals');
  });

  it('shows what a meal cost beside its date, and nothing for a meal without a price', async () => {
    serveMealList([{ ...tofu, price: { amount: 18.5, currency: 'EUR' } }, noodles]);
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    expect(within(card('Mapo tofu')).getByText(/· €18\.50$/)).toBeInTheDocument();
    expect(within(card('Dan dan noodles')).queryByText(/·/)).not.toBeInTheDocument();
  });

  it('requests the first row of photos at high priority', async () => {
    const meals = Array.from({ length: 6 }, (_, i) =>
      aMeal({
        _id: `64b7f0c2a1b2c3d4e5f6091${i}`,
        name: `Dish ${i}`,
        imageUrl: uploaded(`dish-${i}`),
      }),
    );
    serveMealList(meals);
    renderMeals();
    await screen.findByRole('link', { name: 'Dish 0' });
    const photo = (i: number) => card(`Dish ${i}`).querySelector('img');
    for (const i of [0, 3]) expect(photo(i)).toHaveAttribute('fetchpriority', 'high');
    for (const i of [4, 5]) expect(photo(i)).not.toHaveAttribute('fetchpriority');
  });

  it('shows the error text when the list cannot be loaded', async () => {
    serveMealList(() => failure('Database down'));
    renderMeals();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load meals');
  });

  it('asks the server for the next page with the cursor of the last one', async () => {
    serveMealList((query) =>
      query.get('cursor') === 'cursor-2' ? page([noodles]) : page([tofu], 'cursor-2'),
    );
    renderMeals('/meals?filter=thumbsUp&q=tofu');
    await screen.findByRole('link', { name: 'Mapo tofu' });
    expect(screen.queryByRole('link', { name: 'Dan dan noodles' })).not.toBeInTheDocument();

    // jsdom has no IntersectionObserver: the sentinel offers its button instead.
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Dan dan noodles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mapo tofu' })).toBeInTheDocument();
    const next = listQueries().find((query) => query.get('cursor'))!;
    expect(Object.fromEntries(next)).toEqual({
      limit: '24',
      filter: 'thumbsUp',
      q: 'tofu',
      include: 'tags',
      cursor: 'cursor-2',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('filters and search in the URL', () => {
  it('shows the four filters and reads the filter and search from the URL', async () => {
    serveMealList([tofu]);
    renderMeals('/meals?filter=unrated&q=sichuan');
    await screen.findByRole('link', { name: 'Mapo tofu' });

    const filters = within(screen.getByRole('group', { name: 'Filter' })).getAllByRole('button');
    expect(filters.map((button) => button.textContent)).toEqual([
      'All Meals',
      'Thumbs Up',
      'Thumbs Down',
      'No Rating',
    ]);
    expect(screen.getByRole('button', { name: 'No Rating' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('searchbox', { name: 'Search meals' })).toHaveValue('sichuan');
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search meals...');
    expect(listQueries()[0]!.get('filter')).toBe('unrated');
    expect(listQueries()[0]!.get('q')).toBe('sichuan');
  });

  it('puts a chosen filter in the URL and asks the server for it', async () => {
    serveMealList(async (query) => {
      if (query.get('filter') !== 'thumbsDown') return page([tofu, noodles]);
      await delay(50);
      return page([tofu]);
    });
    const view = renderMeals();
    await screen.findByRole('link', { name: 'Dan dan noodles' });

    await userEvent.click(screen.getByRole('button', { name: 'Thumbs Down' }));
    // The cards stay, dimmed, until the answer arrives.
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Dan dan noodles' })).not.toBeInTheDocument(),
    );
    expect(view.currentPath()).toBe('/meals?filter=thumbsDown');
    expect(listQueries().at(-1)!.get('filter')).toBe('thumbsDown');
  });

  it('searches 300 ms after typing stops, with one request, and keeps the search in the URL', async () => {
    serveMealList((query) => page(query.get('q') === 'Sichuan' ? [tofu] : [tofu, noodles]));
    const view = renderMeals('/meals?filter=thumbsUp');
    await screen.findByRole('link', { name: 'Dan dan noodles' });

    await userEvent.type(screen.getByRole('searchbox'), 'Sichuan');
    expect(screen.getByRole('searchbox')).toHaveValue('Sichuan');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Dan dan noodles' })).not.toBeInTheDocument(),
    );
    expect(view.currentPath()).toBe('/meals?filter=thumbsUp&q=Sichuan');
    // Nothing was asked while typing ('S', 'Si', …): only the final text.
    expect(
      listQueries()
        .map((query) => query.get('q'))
        .filter(Boolean),
    ).toEqual(['Sichuan']);
  });

  it.each([
    ['/meals', 'No meals added yet. Add your first meal!'],
    ['/meals?filter=thumbsUp', 'No "would order again" meals yet. Give some meals a thumbs up!'],
    [
      '/meals?filter=thumbsDown',
      'No "would not order again" meals yet. Give some meals a thumbs down!',
    ],
    ['/meals?filter=unrated', 'No unrated meals. All your meals have been rated!'],
    ['/meals?filter=thumbsUp&q=zzz', 'No meals match your search.'],
  ])('at %s an empty answer shows %j', async (path, text) => {
    serveMealList([]);
    renderMeals(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Meals' })).not.toBeInTheDocument();
  });
});

describe('narrowed to one tag (?tag=: a tag chip, the Tags page, the list’s own tag filter)', () => {
  const spicy = TAGS[0]!;
  beforeEach(() => serveTimelineStats());

  it("says what the tag's meals cost, all time, per currency, and those without a price", async () => {
    serveMealList(() => page([tofu]));
    serveTagsAndLinks();
    serveTimelineStats(
      someStats({
        spend: {
          totals: [
            { currency: 'USD', amount: 412, meals: 9 },
            { currency: 'EUR', amount: 18.5, meals: 1 },
          ],
          priced: 10,
          unpriced: 3,
        },
      }),
    );
    renderMeals(`/meals?tag=${spicy._id}&filter=thumbsUp`);
    expect(
      await screen.findByText('Spent $412 and €18.50 · 3 meals without a price'),
    ).toBeInTheDocument();
    expect([...statsQueries[0]!.entries()]).toEqual([['tagId', spicy._id]]);
  });

  it('says nothing of money while none of the tag’s meals has a price', async () => {
    serveMealList(() => page([tofu]));
    serveTagsAndLinks();
    renderMeals(`/meals?tag=${spicy._id}`);
    await screen.findByRole('link', { name: 'Mapo tofu' });
    await waitFor(() => expect(statsQueries.length).toBeGreaterThan(0));
    expect(screen.queryByText(/^Spent/)).not.toBeInTheDocument();
  });

  it('asks the server for the meals carrying the tag and shows it in the Tag filter', async () => {
    serveMealList((query) => page(query.get('tagId') ? [tofu] : [tofu, noodles]));
    serveTagsAndLinks();
    const view = renderMeals(`/meals?tag=${spicy._id}&filter=thumbsUp`);
    await screen.findByRole('link', { name: 'Mapo tofu' });
    expect(screen.queryByRole('link', { name: 'Dan dan noodles' })).not.toBeInTheDocument();
    expect(listQueries()[0]!.get('tagId')).toBe(spicy._id);
    expect(listQueries()[0]!.get('filter')).toBe('thumbsUp');
    const filter = screen.getByRole('combobox', { name: 'Tag' });
    await screen.findByRole('option', { name: 'Spicy' });
    expect(filter).toHaveValue(spicy._id);

    await userEvent.selectOptions(filter, 'Any tag');
    expect(await screen.findByRole('link', { name: 'Dan dan noodles' })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/meals?filter=thumbsUp');
    expect(listQueries().at(-1)!.get('tagId')).toBeNull();
  });

  it('narrows to a tag picked in the Tag filter, as a new history entry', async () => {
    serveMealList((query) => page(query.get('tagId') ? [tofu] : [tofu, noodles]));
    serveTagsAndLinks();
    const view = renderMeals('/meals');
    await screen.findByRole('link', { name: 'Dan dan noodles' });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Tag' }),
      await screen.findByRole('option', { name: 'Spicy' }),
    );
    await waitFor(() => expect(view.currentPath()).toBe(`/meals?tag=${spicy._id}`));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Dan dan noodles' })).not.toBeInTheDocument(),
    );
    expect(listQueries().at(-1)!.get('tagId')).toBe(spicy._id);
  });

  it('keeps the tag while searching, and an empty answer reads as a search without results', async () => {
    serveMealList([]);
    serveTagsAndLinks();
    const view = renderMeals(`/meals?tag=${spicy._id}`);
    expect(await screen.findByText('No meals match your search.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'tofu');
    await waitFor(() => expect(view.currentPath()).toBe(`/meals?tag=${spicy._id}&q=tofu`));
    await waitFor(() => expect(listQueries().at(-1)!.get('q')).toBe('tofu'));
    expect(listQueries().at(-1)!.get('tagId')).toBe(spicy._id);
  });
});

describe('the meals with one person (?companion=: a name on a meal or a restaurant)', () => {
  it('asks the server for their meals, heads the list with their name and counts, and clears', async () => {
    serveMealList((query) => page(query.get('companion') ? [tofu] : [tofu, noodles]));
    serveCompanionSummary([aCompanion('Sam Lee', 4, 3)]);
    const view = renderMeals('/meals?companion=sam%20lee');

    const header = await screen.findByRole('region', { name: 'Meals with Sam Lee' });
    expect(await within(header).findByText('4 meals · 3 places')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    expect(listQueries().at(-1)!.get('companion')).toBe('sam lee');
    expect(screen.queryByRole('link', { name: 'Dan dan noodles' })).not.toBeInTheDocument();

    // A filter keeps the person.
    await userEvent.click(screen.getByRole('button', { name: 'Thumbs Up' }));
    await waitFor(() =>
      expect(view.currentPath()).toBe('/meals?companion=sam+lee&filter=thumbsUp'),
    );
    await waitFor(() => expect(listQueries().at(-1)!.get('filter')).toBe('thumbsUp'));
    expect(listQueries().at(-1)!.get('companion')).toBe('sam lee');

    await userEvent.click(within(header).getByRole('button', { name: 'Show all meals' }));
    await waitFor(() => expect(view.currentPath()).toBe('/meals?filter=thumbsUp'));
    expect(screen.queryByRole('region', { name: /^Meals with/ })).not.toBeInTheDocument();
    await waitFor(() => expect(listQueries().at(-1)!.has('companion')).toBe(false));
  });

  it('says kindly that there are no meals with someone yet', async () => {
    serveMealList([]);
    serveCompanionSummary([]);
    renderMeals('/meals?companion=Jo');
    expect(
      await screen.findByText(
        'No meals with Jo yet. Add Jo under "Who you were with" when you log a meal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meals with Jo' })).toBeInTheDocument();
    expect(screen.queryByText(/meals? · /)).not.toBeInTheDocument();
  });

  it('narrows the timeline and its figures to the person too', async () => {
    serveMealList([tofu]);
    serveCompanionSummary([aCompanion('Sam', 1, 1)]);
    serveTimelineStats();
    renderMeals('/meals?companion=Sam&view=timeline');
    await screen.findByRole('link', { name: 'Mapo tofu' });
    await waitFor(() => expect(statsQueries.length).toBeGreaterThan(0));
    expect(statsQueries.at(-1)!.get('companion')).toBe('Sam');
    expect(listQueries().at(-1)!.get('companion')).toBe('Sam');
    expect(screen.getByRole('region', { name: 'Meals with Sam' })).toBeInTheDocument();
  });
});

describe('thumbs on a card', () => {
  it('shows the new rating at once, sends it, and patches the cached page in place', async () => {
    serveMealList([tofu, noodles]);
    serveThumbs((id, isThumbsUp) => json({ ...tofu, _id: id, isThumbsUp }));
    const view = renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    const up = within(card('Mapo tofu')).getByRole('button', { name: 'Would order again' });
    const listRequests = listQueries().length;

    await userEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent('PUT', `/api/meals/${tofu._id}/thumbs`)).toHaveLength(1));
    expect(sent('PUT', `/api/meals/${tofu._id}/thumbs`)[0]!.body).toEqual({ isThumbsUp: true });
    await act(() => delay(60));

    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(listQueries()).toHaveLength(listRequests);
    const cached = view.queryClient.getQueryData<{ pages: Array<{ items: Meal[] }> }>([
      'meals',
      'list',
      { filter: 'all', q: '' },
    ]);
    expect(cached!.pages[0]!.items.map((meal) => meal.isThumbsUp)).toEqual([true, true]);
  });

  it('clears the active thumb with null', async () => {
    serveMealList([noodles]);
    serveThumbs((_id, isThumbsUp) => json({ ...noodles, isThumbsUp }));
    renderMeals();
    const up = await screen.findByRole('button', { name: 'Would order again' });
    await userEvent.click(up);
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(sent('PUT', `/api/meals/${noodles._id}/thumbs`)).toHaveLength(1));
    expect(sent('PUT', `/api/meals/${noodles._id}/thumbs`)[0]!.body).toEqual({ isThumbsUp: null });
  });

  it('puts the rating back and says so when the server refuses it', async () => {
    serveMealList([tofu]);
    serveThumbs(() => failure('Nope'));
    renderMeals();
    const down = await screen.findByRole('button', { name: 'Would not order again' });

    await userEvent.click(down);
    expect(down).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update thumbs rating');
    expect(down).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('deleting from a card', () => {
  async function openDelete(name: string) {
    await userEvent.click(within(card(name)).getByRole('button', { name: `Options for ${name}` }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    return screen.findByRole('dialog', { name: 'Delete Meal' });
  }

  const deletes = () => sent('DELETE', `/api/meals/${tofu._id}`);

  /** Confirms on fake time, so the Undo window can be run out. */
  function confirmOnFakeTime(dialog: HTMLElement) {
    jest.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  }

  /** Lets `ms` of the Undo window pass, then gives the fake server real time to answer. */
  async function passAndSettle(ms: number) {
    act(() => jest.advanceTimersByTime(ms));
    jest.useRealTimers();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }

  afterEach(() => jest.useRealTimers());

  it('names the meal in the confirmation', async () => {
    serveMealList([tofu]);
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    const dialog = await openDelete('Mapo tofu');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this meal? This action cannot be undone.',
    );
    expect(dialog).toHaveTextContent('This deletes Mapo tofu.');
  });

  it('removes the card at once with an Undo toast, and sends the DELETE once when the toast ends', async () => {
    serveMealList([tofu, noodles]);
    serveMealDelete();
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    const listRequests = listQueries().length;

    confirmOnFakeTime(await openDelete('Mapo tofu'));
    expect(screen.queryByRole('link', { name: 'Mapo tofu' })).not.toBeInTheDocument();
    expect(screen.getByText('Mapo tofu was deleted.').closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS - 100));
    expect(screen.getByText('Mapo tofu was deleted.')).toBeInTheDocument();
    await passAndSettle(100);
    expect(deletes()).toHaveLength(1);
    expect(screen.queryByText('Mapo tofu was deleted.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dan dan noodles' })).toBeInTheDocument();
    expect(listQueries()).toHaveLength(listRequests);
  });

  it('Undo brings the meal back with its photo and never sends the DELETE', async () => {
    serveMealList([tofu, noodles]);
    serveMealDelete();
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });

    confirmOnFakeTime(await openDelete('Mapo tofu'));
    expect(screen.queryByRole('link', { name: 'Mapo tofu' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await passAndSettle(UNDO_WINDOW_MS * 2);

    expect(screen.getByRole('link', { name: 'Mapo tofu' })).toBeInTheDocument();
    expect(card('Mapo tofu').querySelector('img')).toHaveAttribute('src', uploaded('tofu'));
    expect(screen.queryByText('Mapo tofu was deleted.')).not.toBeInTheDocument();
    expect(deletes()).toHaveLength(0);
  });

  it('sends the DELETE once, at once, when the user leaves the page', async () => {
    serveMealList([tofu, noodles]);
    serveMealDelete();
    serveMealPage(noodles);
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });

    confirmOnFakeTime(await openDelete('Mapo tofu'));
    jest.useRealTimers();
    await userEvent.click(screen.getByRole('link', { name: 'Dan dan noodles' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    jest.useFakeTimers();
    await passAndSettle(UNDO_WINDOW_MS * 2);
    expect(deletes()).toHaveLength(1);
  });

  it('sends the DELETE with keepalive when the tab hides', async () => {
    serveMealList([tofu]);
    serveMealDelete();
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    confirmOnFakeTime(await openDelete('Mapo tofu'));
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fireEvent(document, new Event('visibilitychange'));
    await passAndSettle(0);

    expect(deletes()).toHaveLength(1);
    const deleteCall = fetchSpy.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[1]).toMatchObject({ keepalive: true });
    fetchSpy.mockRestore();
  });

  it('keeps the meal when the confirmation is cancelled', async () => {
    serveMealList([tofu]);
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    const dialog = await openDelete('Mapo tofu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mapo tofu' })).toBeInTheDocument();
    expect(sent('DELETE', `/api/meals/${tofu._id}`)).toHaveLength(0);
  });

  it('shows the server message and the meal again when the delete fails', async () => {
    serveMealList([tofu]);
    serveMealDelete(() => failure('Meal is locked'));
    renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    confirmOnFakeTime(await openDelete('Mapo tofu'));
    await passAndSettle(UNDO_WINDOW_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete meal: Meal is locked',
    );
    expect(screen.getByRole('link', { name: 'Mapo tofu' })).toBeInTheDocument();
  });

  it('opens the edit page from the menu', async () => {
    serveMealList([tofu]);
    const view = renderMeals();
    await screen.findByRole('link', { name: 'Mapo tofu' });
    // The edit page loads the meal, its tags, the tag list and the restaurant choices.
    serveMealPage(tofu);
    serveTagsAndLinks();
    serveRestaurantOptions([]);
    await userEvent.click(
      within(card('Mapo tofu')).getByRole('button', { name: 'Options for Mapo tofu' }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(view.currentPath()).toBe(`/meals/${tofu._id}/edit`);
    expect(await screen.findByRole('textbox', { name: /Meal Name/ })).toHaveValue('Mapo tofu');
  });
});

it('comes Back from a meal with its pages loaded from the cache', async () => {
  serveMealList((query) =>
    query.get('cursor') === 'cursor-2' ? page([noodles]) : page([tofu], 'cursor-2'),
  );
  serveMealPage(noodles);
  const view = renderMeals();
  await screen.findByRole('link', { name: 'Mapo tofu' });
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByRole('link', { name: 'Dan dan noodles' });

  await userEvent.click(screen.getByRole('link', { name: 'Dan dan noodles' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Dan dan noodles' }),
  ).toBeInTheDocument();
  const requestsBefore = listQueries().length;

  await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
  expect(view.currentPath()).toBe('/meals');
  // Both pages at once, from the cache, and not asked for again.
  expect(screen.getByRole('link', { name: 'Mapo tofu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Dan dan noodles' })).toBeInTheDocument();
  expect(screen.queryByText('Loading meals...')).not.toBeInTheDocument();
  expect(listQueries()).toHaveLength(requestsBefore);
});

it('marks the first card’s name for Element Timing, the paint the bench waits for', async () => {
  serveMealList([tofu, noodles]);
  renderMeals();
  const first = await screen.findByRole('heading', { name: 'Mapo tofu' });
  expect(first).toHaveAttribute('elementtiming', 'first-meal-card');
  expect(screen.getByRole('heading', { name: 'Dan dan noodles' })).not.toHaveAttribute(
    'elementtiming',
  );
});
