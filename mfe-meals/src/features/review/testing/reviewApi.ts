import type { SpendTotal, YearReview } from '@dd/contracts';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

type Answer = Response | Promise<Response>;

const months = (year: number) =>
  Array.from({ length: 12 }, (_, index) => ({
    month: `${year}-${String(index + 1).padStart(2, '0')}`,
    meals: 0,
    spend: [] as SpendTotal[],
  }));

/** A year without meals; `overrides` fill it in. */
export function aReview(year: number, overrides: Partial<YearReview> = {}): YearReview {
  return {
    year,
    years: [],
    meals: 0,
    places: 0,
    newPlaces: 0,
    returnedTo: [],
    dishes: [],
    tags: [],
    orderAgain: 0,
    rated: 0,
    months: months(year),
    spend: { totals: [], priced: 0, unpriced: 0 },
    ...overrides,
  };
}

/** The twelve months of `year` with these meals and spend by `YYYY-MM`. */
export function monthsOf(
  year: number,
  figures: Record<string, { meals: number; spend?: SpendTotal[] }>,
): YearReview['months'] {
  return months(year).map((month) => ({ ...month, ...figures[month.month] }));
}

/** The years GET /api/meals/review/:year was asked for, in order. */
export const reviewsAsked: string[] = [];

beforeEach(() => {
  reviewsAsked.length = 0;
});

/** GET /api/meals/review/:year: `answer` of the year asked for. */
export function serveYearReview(answer: (year: number) => YearReview | Answer) {
  server.use(
    http.get('/api/meals/review/:year', ({ params }) => {
      reviewsAsked.push(String(params.year));
      const answered = answer(Number(params.year));
      return answered instanceof Response || answered instanceof Promise
        ? answered
        : HttpResponse.json(answered);
    }),
  );
}
