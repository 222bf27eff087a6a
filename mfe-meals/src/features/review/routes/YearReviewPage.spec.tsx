import { screen, within } from '@testing-library/react';
import { renderReview } from '../testing/renderReview';
import { aReview, monthsOf, reviewsAsked, serveYearReview } from '../testing/reviewApi';

beforeAll(() => import('./YearReviewPage'));

const fullYear = () =>
  aReview(2025, {
    years: [2026, 2025, 2023],
    meals: 42,
    places: 9,
    newPlaces: 4,
    returnedTo: [{ _id: 'r1', name: 'Noodle Bar', meals: 6 }],
    dishes: [{ name: 'Ramen', meals: 5 }],
    tags: [{ _id: 't1', name: 'spicy', meals: 11 }],
    orderAgain: 20,
    rated: 30,
    months: monthsOf(2025, {
      '2025-01': { meals: 4, spend: [{ currency: 'USD', amount: 80, meals: 2 }] },
      '2025-03': {
        meals: 12,
        spend: [
          { currency: 'USD', amount: 160.5, meals: 4 },
          { currency: 'EUR', amount: 30, meals: 2 },
        ],
      },
    }),
    spend: {
      totals: [
        { currency: 'USD', amount: 240.5, meals: 8 },
        { currency: 'EUR', amount: 30, meals: 2 },
      ],
      priced: 10,
      unpriced: 32,
    },
  });

const figure = (label: string) =>
  within(screen.getByText(label).closest('div')!)
    .getAllByRole('definition')
    .map((node) => node.textContent);

describe('the year in food page', () => {
  it('shows the figures, rankings and busiest month of the year', async () => {
    serveYearReview(fullYear);
    renderReview('/meals/review/2025');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your 2025 in food' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Meals logged')).toBeInTheDocument();
    expect(figure('Meals logged')).toEqual(['42']);
    expect(figure('Places')).toEqual(['9']);
    expect(figure('New places')).toEqual(['4']);
    expect(figure("You'd order again")).toEqual(['20', 'of 30 rated meals']);
    expect(figure('Month you ate out most')).toEqual(['March', '12 meals']);
    expect(screen.getByRole('link', { name: 'Noodle Bar' })).toHaveAttribute(
      'href',
      '/restaurants/r1',
    );
    expect(screen.getByText('6 days')).toBeInTheDocument();
    expect(screen.getByText('Ramen')).toBeInTheDocument();
    expect(screen.getByText('5 times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'spicy' })).toHaveAttribute('href', '/meals?tag=t1');
    expect(new Set(reviewsAsked)).toEqual(new Set(['2025']));
  });

  it('links the nearest years with meals', async () => {
    serveYearReview(fullYear);
    renderReview('/meals/review/2025');
    const years = await screen.findByRole('navigation', { name: 'Other years' });
    expect(within(years).getByRole('link', { name: '2023' })).toHaveAttribute(
      'href',
      '/meals/review/2023',
    );
    expect(within(years).getByRole('link', { name: '2026' })).toHaveAttribute(
      'href',
      '/meals/review/2026',
    );
  });

  it('reads out the spend by month as a table, one column per currency', async () => {
    serveYearReview(fullYear);
    renderReview('/meals/review/2025');
    const table = await screen.findByRole('table', { name: 'Spend by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'USD', 'EUR']);
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('March');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$160.50', '€30']);
    expect(
      screen.getByText('$240.50 and €30 over 10 meals with a price; 32 meals without one.'),
    ).toBeInTheDocument();
  });

  it('invites a meal in a year without any, listing the years that have some', async () => {
    serveYearReview((year) => aReview(year, { years: [2025, 2023] }));
    renderReview('/meals/review/2019');
    expect(
      await screen.findByRole('heading', { name: 'No meals in 2019 yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log a meal' })).toHaveAttribute('href', '/meals/new');
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/meals/review/2025', '/meals/review/2023']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so for a year no review can have, without asking the API', async () => {
    serveYearReview((year) => aReview(year));
    renderReview('/meals/review/abc');
    expect(await screen.findByText('There is no review for this year.')).toBeInTheDocument();
    expect(reviewsAsked).toEqual([]);
  });

  it('tells when the review cannot be loaded', async () => {
    serveYearReview(() => Response.json({ message: 'down' }, { status: 500 }));
    renderReview('/meals/review/2025');
    expect(
      await screen.findByText('Unable to load your year. Please try again later.'),
    ).toBeInTheDocument();
  });
});
