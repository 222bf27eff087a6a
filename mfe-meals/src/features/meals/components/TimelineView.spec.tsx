import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aMeal, uploaded } from '../testing/fixtures';
import { failure, listQueries, page, serveMealList, serveTagsAndLinks } from '../testing/mealsApi';
import { renderMeals } from '../testing/renderMeals';
import { serveTimelineStats, someStats, statsQueries } from '../testing/timelineApi';

const PIZZERIA = { _id: '64b7f0c2a1b2c3d4e5f60711', name: 'Pizzeria' };
const NOODLES = { _id: '64b7f0c2a1b2c3d4e5f60712', name: 'Noodle Bar' };

const margherita = aMeal({
  _id: '64b7f0c2a1b2c3d4e5f60901',
  name: 'Margherita',
  date: '2025-03-15',
  isThumbsUp: true,
  restaurantId: PIZZERIA,
  mealImages: [{ url: uploaded('pizza'), isPrimary: true, caption: '' }],
});
const marinara = aMeal({
  _id: '64b7f0c2a1b2c3d4e5f60902',
  name: 'Marinara',
  date: '2025-03-15',
  isThumbsUp: false,
  restaurantId: PIZZERIA,
});
const ramen = aMeal({
  _id: '64b7f0c2a1b2c3d4e5f60903',
  name: 'Ramen',
  date: '2025-02-03',
  isThumbsUp: null,
  restaurantId: NOODLES,
});

const MARCH = '/meals?view=timeline&from=2025-03-01&to=2025-03-31';

afterEach(() => jest.restoreAllMocks());

describe('/meals timeline', () => {
  it('keeps the grid by default and switches to the timeline, paging GET /api/meals', async () => {
    serveMealList([margherita, marinara, ramen]);
    serveTimelineStats();
    renderMeals('/meals');
    expect(await screen.findByRole('list', { name: 'Meals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    expect(statsQueries).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Timeline' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'March 2025' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'February 2025' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Meals' })).not.toBeInTheDocument();
    expect(listQueries().at(-1)?.get('limit')).toBe('24');
    expect(listQueries().at(-1)?.has('from')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(await screen.findByRole('list', { name: 'Meals' })).toBeInTheDocument();
  });

  it('shows each day with its restaurants, their first photo and the meals with thumbs', async () => {
    serveMealList([margherita, marinara, ramen]);
    serveTimelineStats();
    renderMeals(MARCH);
    const march = await screen.findByRole('region', { name: 'March 2025' });
    const day = within(march).getByRole('heading', { level: 3, name: 'Sat, Mar 15' });
    expect(within(day).getByText('Sat, Mar 15')).toHaveAttribute('dateTime', '2025-03-15');
    expect(within(march).getByRole('link', { name: 'Pizzeria' })).toHaveAttribute(
      'href',
      `/restaurants/${PIZZERIA._id}`,
    );
    expect(within(march).getByRole('link', { name: 'Margherita' })).toHaveAttribute(
      'href',
      `/meals/${margherita._id}`,
    );
    expect(within(march).getAllByText('Would order again')).toHaveLength(1);
    expect(within(march).getAllByText('Would not order again')).toHaveLength(1);
    const february = screen.getByRole('region', { name: 'February 2025' });
    expect(within(february).getByText('No rating')).toBeInTheDocument();
  });

  it('asks for the period and the filters, and shows the server’s figures', async () => {
    serveMealList([margherita]);
    serveTagsAndLinks();
    serveTimelineStats(
      someStats({ meals: 120, thumbsUp: 30, rated: 40, places: 12, newPlaces: 4 }),
    );
    renderMeals(`${MARCH}&filter=thumbsUp&q=pizza&tag=64b7f0c2a1b2c3d4e5f60001`);
    const figures = await screen.findByRole('region', { name: 'Mar 1, 2025 – Mar 31, 2025' });
    await waitFor(() => expect(within(figures).getByText('120')).toBeInTheDocument());
    expect(within(figures).getByText('75%')).toBeInTheDocument();
    expect(within(figures).getByText('of 40 rated')).toBeInTheDocument();
    expect(within(figures).getByText('12')).toBeInTheDocument();
    expect(within(figures).getByText('4')).toBeInTheDocument();
    expect(within(figures).queryByText(/^Spent/)).not.toBeInTheDocument();

    const expected = {
      from: '2025-03-01',
      to: '2025-03-31',
      filter: 'thumbsUp',
      q: 'pizza',
      tagId: '64b7f0c2a1b2c3d4e5f60001',
    };
    const list = listQueries().at(-1)!;
    const stats = statsQueries.at(-1)!;
    for (const [key, value] of Object.entries(expected)) {
      expect(list.get(key)).toBe(value);
      expect(stats.get(key)).toBe(value);
    }
    expect(stats.has('limit')).toBe(false);
  });

  it('says what the period cost per currency, and the meals without a price', async () => {
    serveMealList([margherita]);
    serveTagsAndLinks();
    serveTimelineStats(
      someStats({
        spend: {
          totals: [
            { currency: 'USD', amount: 96.4, meals: 5 },
            { currency: 'JPY', amount: 1200, meals: 1 },
          ],
          priced: 6,
          unpriced: 2,
        },
      }),
    );
    renderMeals(MARCH);
    const figures = await screen.findByRole('region', { name: 'Mar 1, 2025 – Mar 31, 2025' });
    expect(
      await within(figures).findByText('Spent $96.40 and ¥1,200 · 2 meals without a price'),
    ).toBeInTheDocument();
  });

  it('changes the period with a preset, a date field or a month, keeping it in the URL', async () => {
    serveMealList((query) =>
      page([margherita, marinara, ramen].filter((meal) => meal.date >= (query.get('from') ?? ''))),
    );
    serveTimelineStats();
    const view = renderMeals('/meals?view=timeline');
    await screen.findByRole('heading', { level: 2, name: 'February 2025' });

    await userEvent.click(screen.getByRole('button', { name: 'Only March 2025' }));
    await waitFor(() => expect(view.currentPath()).toContain('from=2025-03-01&to=2025-03-31'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'February 2025' })).toBeNull(),
    );
    expect(screen.queryByRole('button', { name: 'Only March 2025' })).toBeNull();
    expect(statsQueries.at(-1)?.get('from')).toBe('2025-03-01');

    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2025-03-01');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-10');
    await waitFor(() => expect(view.currentPath()).toContain('from=2025-03-10'));

    await userEvent.click(screen.getByRole('button', { name: 'All time' }));
    await waitFor(() => expect(view.currentPath()).toBe('/meals?view=timeline'));
    expect(screen.getByRole('button', { name: 'All time' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when a period has no meals, and when the meals or figures fail to load', async () => {
    serveMealList([]);
    serveTimelineStats(someStats({ meals: 0, thumbsUp: 0, rated: 0, places: 0, newPlaces: 0 }));
    const view = renderMeals(MARCH);
    expect(await screen.findByText('No meals logged in this period.')).toBeInTheDocument();
    view.unmount();

    serveMealList(() => failure('boom'));
    serveTimelineStats(() => failure('boom'));
    renderMeals('/meals?view=timeline&from=2024-01-01');
    expect(await screen.findByText('Failed to load meals')).toBeInTheDocument();
    expect(await screen.findByText("Failed to load this period's figures")).toBeInTheDocument();
  });

  it('shows the loading text while the first page is on its way', async () => {
    serveMealList(() => new Promise(() => undefined));
    serveTimelineStats(() => new Promise(() => undefined));
    renderMeals(MARCH);
    expect(await screen.findByText('Loading meals...')).toBeInTheDocument();
    expect(screen.getByText('Loading figures...')).toBeInTheDocument();
  });
});
