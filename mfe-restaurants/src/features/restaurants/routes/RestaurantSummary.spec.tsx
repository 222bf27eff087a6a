import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RestaurantSummary } from '@dd/contracts';
import { http, HttpResponse, renderRemote, server } from '@dd/shell-kit/testing';
import RestaurantsRoutes from '../../../routes';
import { aMeal, aRestaurant, aSummaryDish, RESTAURANT_ID } from '../testing/fixtures';
import {
  EMPTY_SUMMARY,
  failure,
  serveRestaurantDetail,
  serveThumbs,
  type DetailApi,
} from '../testing/restaurantsApi';

afterEach(() => jest.restoreAllMocks());

const TITLE = 'What do I order here?';
const shown = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const section = (name: string) => screen.getByRole('region', { name });
/** The visits line, whose date is a <time> of its own. */
const visitsLine = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

const SUMMARY: RestaurantSummary = {
  liked: [
    aSummaryDish({
      name: 'Galette',
      date: '2024-06-20',
      mealId: 'm-galette',
      imageUrl: '/api/uploads/images/galette.jpg',
    }),
    aSummaryDish({ name: 'Garden salad', date: '2024-03-01', mealId: 'm-salad' }),
  ],
  skip: [aSummaryDish({ name: 'Soup', date: '2024-03-01', mealId: 'm-soup' })],
  visitCount: 2,
  firstVisit: '2024-03-01',
  lastVisit: '2024-06-20',
  visits: [
    { date: '2024-06-20', meals: [{ _id: 'm-galette', name: 'Galette', isThumbsUp: true }] },
    {
      date: '2024-03-01',
      meals: [
        { _id: 'm-soup', name: 'Soup', isThumbsUp: false },
        { _id: 'm-salad', name: 'Garden salad', isThumbsUp: true },
        { _id: 'm-bread', name: 'Bread', isThumbsUp: null },
      ],
    },
  ],
  visitsTruncated: false,
  spend: { totals: [], priced: 0, unpriced: 4 },
};

async function renderPage(api: Partial<DetailApi> = {}) {
  const restaurant = api.restaurant ?? aRestaurant();
  const calls = serveRestaurantDetail({ ...api, restaurant });
  renderRemote(RestaurantsRoutes, {
    mountPath: '/restaurants',
    path: `/restaurants/${RESTAURANT_ID}`,
  });
  await screen.findByRole('heading', { level: 1 });
  return calls;
}

describe('What do I order here?', () => {
  it('sits above Order & Reservations', async () => {
    await renderPage({ summary: SUMMARY });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf(TITLE)).toBe(headings.indexOf('Order & Reservations') - 1);
  });

  it('names the go-to dishes with photo and date, the skip list and the visits count', async () => {
    const { summaryReads } = await renderPage({ summary: SUMMARY });
    const order = section(TITLE);
    expect(
      await within(order).findByText(
        visitsLine(`You came 2 times · last on ${shown('2024-06-20')}`),
      ),
    ).toBeInTheDocument();

    const liked = within(order).getByRole('list', { name: 'Go-to dishes' });
    const items = within(liked).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Ga/).textContent)).toEqual([
      'Galette',
      'Garden salad',
    ]);
    // A meal is linked once on the page, in its Meals list, not again as a dish.
    expect(within(order).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[0]!).getByText(shown('2024-06-20'))).toBeInTheDocument();
    expect(items[0]!.querySelector('img')).not.toBeNull();
    expect(items[1]!.querySelector('img')).toBeNull();

    const skip = within(order).getByRole('list', { name: 'Skip these' });
    expect(within(order).getByRole('heading', { name: 'Skip these' })).toBeInTheDocument();
    expect(within(skip).getByText('Soup')).toBeInTheDocument();
    expect(within(skip).queryByRole('button')).not.toBeInTheDocument();

    expect(summaryReads).toEqual([RESTAURANT_ID]);
    // The visits are the Meals list's days: no section repeats them.
    expect(screen.queryByRole('region', { name: 'Visits' })).not.toBeInTheDocument();
  });

  it('orders a dish again through the delivery services with its name', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    await renderPage({
      summary: SUMMARY,
      restaurant: aRestaurant({ name: 'Chez Panisse', yelpId: null }),
    });
    const order = section(TITLE);
    const button = await within(order).findByRole('button', { name: 'Order again: Galette' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const services = within(order).getByRole('list', { name: 'Order Galette with' });
    expect(
      within(services)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Uber Eats', 'DoorDash', 'Grubhub', 'Yelp']);

    await userEvent.click(within(services).getByRole('button', { name: 'Uber Eats' }));
    expect(opened).toHaveBeenCalledWith(
      'https://www.ubereats.com/search?q=Galette+Chez+Panisse',
      '_blank',
      'noopener',
    );
  });

  it('says so when nothing is rated up yet and leaves out an empty skip list', async () => {
    await renderPage({
      summary: { ...SUMMARY, liked: [], skip: [], visitCount: 1, lastVisit: '2024-03-01' },
    });
    const order = section(TITLE);
    expect(await within(order).findByText('No thumbs-up dishes here yet.')).toBeInTheDocument();
    expect(
      within(order).getByText(visitsLine(`You came 1 time · last on ${shown('2024-03-01')}`)),
    ).toBeInTheDocument();
    expect(within(order).queryByText('Skip these')).not.toBeInTheDocument();
  });

  it('has an empty state without meals', async () => {
    await renderPage({ summary: EMPTY_SUMMARY });
    expect(
      await within(section(TITLE)).findByText(
        'Log your meals here and rate them: your go-to dishes will show up here.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an error when the summary cannot load', async () => {
    await renderPage({ summary: failure('Database down') });
    expect(await within(section(TITLE)).findByRole('alert')).toHaveTextContent(
      'Failed to load your dishes',
    );
  });

  it("reloads after a meal's thumbs change on the page", async () => {
    let summary: RestaurantSummary = { ...SUMMARY, liked: [], skip: [] };
    const { summaryReads } = await renderPage({
      meals: [aMeal({ _id: 'm-salad', name: 'Garden salad', isThumbsUp: null })],
    });
    // Answer from the variable so the second read sees the change.
    server.use(
      http.get('/api/restaurants/:id/summary', () => {
        summaryReads.push('again');
        return HttpResponse.json(summary);
      }),
    );
    serveThumbs('meals', (id, isThumbsUp) => {
      summary = { ...summary, liked: [aSummaryDish({ mealId: id, name: 'Garden salad' })] };
      return Response.json(aMeal({ _id: id, isThumbsUp }));
    });

    const meals = section('Meals');
    await userEvent.click(await within(meals).findByRole('button', { name: 'Would order again' }));
    const liked = await within(section(TITLE)).findByRole('list', { name: 'Go-to dishes' });
    expect(within(liked).getByText('Garden salad')).toBeInTheDocument();
    await waitFor(() => expect(summaryReads.length).toBeGreaterThanOrEqual(2));
  });
});

describe('First Visited', () => {
  it("is the oldest meal's day when that is older than the restaurant's own", async () => {
    await renderPage({ restaurant: aRestaurant({ date: '2026-12-01' }), summary: SUMMARY });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Mar 1, 2024')).toHaveAttribute(
      'datetime',
      '2024-03-01',
    );
  });
});

describe('Spent here', () => {
  it('says what the meals there cost per currency, never converted, and those without a price', async () => {
    await renderPage({
      summary: {
        ...SUMMARY,
        spend: {
          totals: [
            { currency: 'USD', amount: 142.2, meals: 6 },
            { currency: 'EUR', amount: 18.5, meals: 1 },
          ],
          priced: 7,
          unpriced: 3,
        },
      },
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    const fact = await within(details).findByText(/over 6 meals/);
    expect(fact).toHaveTextContent(
      '$142.20 over 6 meals (about $23.70 a meal); €18.50 over 1 meal · 3 meals without a price',
    );
    expect(within(details).getByText('Spent here').tagName).toBe('DT');
  });

  it('is left out while no meal there has a price', async () => {
    await renderPage({ summary: SUMMARY });
    const details = await screen.findByRole('region', { name: 'Details' });
    await within(details).findByText('Mar 1, 2024');
    expect(within(details).queryByText('Spent here')).not.toBeInTheDocument();
  });
});

describe('who you usually go with', () => {
  it('names the top people with their meals there, each a link to the meals with them', async () => {
    await renderPage({
      summary: {
        ...SUMMARY,
        companions: [
          { name: 'Sam', mealCount: 4 },
          { name: 'Alex Kim', mealCount: 1 },
        ],
      },
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    const people = await within(details).findByRole('list', { name: 'Usually with' });
    expect(within(details).getByText('With').tagName).toBe('DT');
    expect(
      within(people).getByRole('link', { name: 'Sam, 4 meals: all meals with Sam' }),
    ).toHaveAttribute('href', '/meals?companion=Sam');
    expect(
      within(people).getByRole('link', { name: 'Alex Kim, 1 meal: all meals with Alex Kim' }),
    ).toHaveAttribute('href', '/meals?companion=Alex+Kim');
    expect(people).toHaveTextContent('Sam · 4 meals');
  });

  it('is left out when no meal there names anyone', async () => {
    await renderPage({ summary: { ...SUMMARY, companions: [] } });
    const details = await screen.findByRole('region', { name: 'Details' });
    await within(details).findByText('Mar 1, 2024');
    expect(within(details).queryByText('With')).not.toBeInTheDocument();
  });
});

describe('Meals', () => {
  it('links each meal once: its row in Meals, not again as a go-to dish', async () => {
    await renderPage({
      summary: SUMMARY,
      meals: [aMeal({ _id: 'm-galette', name: 'Galette', isThumbsUp: true })],
    });
    const meals = await screen.findByRole('list', { name: 'Meals at this restaurant' });
    expect(within(meals).getByRole('link', { name: 'Galette' })).toHaveAttribute(
      'href',
      '/meals/m-galette',
    );
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === '/meals/m-galette'),
    ).toHaveLength(1);
  });
});
