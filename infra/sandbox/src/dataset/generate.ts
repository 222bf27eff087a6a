import { CITIES, type City } from './cities';
import {
  CUISINES,
  type Cuisine,
  EXTRA_CATEGORIES,
  NAME_OPENERS,
  REVIEW_DETAILS,
  REVIEW_OPENERS,
  REVIEWER_FIRST_NAMES,
} from './catalog';
import { offsetBy } from './geo';
import { Prng } from './prng';
import type { Dataset, OpenSlot, SandboxBusiness, SandboxReview } from './types';

export const DEFAULT_SEED = 20240601;
export const BUSINESSES_PER_CITY = 220;
const REVIEWS_PER_BUSINESS = 3;

/**
 * Builds the sandbox's data set: BUSINESSES_PER_CITY businesses around each
 * city, all fields drawn from a PRNG seeded with `seed` (same seed, same data).
 */
export function generateDataset(seed = DEFAULT_SEED): Dataset {
  const random = new Prng(seed);
  const usedAliases = new Set<string>();
  const businesses = CITIES.flatMap((city) =>
    Array.from({ length: BUSINESSES_PER_CITY }, () => generateBusiness(random, city, usedAliases)),
  );
  const byIdOrAlias = new Map<string, SandboxBusiness>();
  for (const business of businesses) {
    byIdOrAlias.set(business.id, business);
    byIdOrAlias.set(business.alias, business);
  }
  return { businesses, byIdOrAlias };
}

function generateBusiness(random: Prng, city: City, usedAliases: Set<string>): SandboxBusiness {
  const cuisine = random.pick(CUISINES);
  const name = businessName(random, cuisine);
  const alias = uniqueAlias(`${slugify(name)}-${city.slug}`, usedAliases);
  const [fromBearing, toBearing] = city.landBearings;
  // A uniform distance (not sqrt) packs businesses towards the centre like a
  // real downtown, so a 1 km nearby search from a suggested location finds plenty.
  const coordinates = offsetBy(
    city.centre,
    city.spreadMetres * random.next(),
    fromBearing + random.next() * (toBearing - fromBearing),
  );
  const street = random.pick(city.streets);
  const address1 = `${random.int(1, 2999)} ${street}`;
  const address2 = random.next() < 0.15 ? `Ste ${random.int(100, 400)}` : null;
  const zip = random.pick(city.zipCodes);
  const rating = random.weighted([
    [5, 2],
    [4.5, 5],
    [4, 6],
    [3.5, 4],
    [3, 2],
    [2.5, 1],
    [2, 0.5],
  ] as const);
  const extra = random.next() < 0.35 ? [random.pick(EXTRA_CATEGORIES)] : [];
  const lineNumber = `${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
  const id = random.id();
  return {
    id,
    alias,
    name,
    citySlug: city.slug,
    categories: [{ alias: cuisine.alias, title: cuisine.title }, ...extra],
    colour: cuisine.colour,
    rating,
    review_count: random.int(5, 2500),
    price: '$'.repeat(
      random.weighted([
        [1, 3],
        [2, 5],
        [3, 2],
        [4, 1],
      ] as const),
    ),
    phone: `+1${city.areaCode}${lineNumber.replace('-', '')}`,
    display_phone: `(${city.areaCode}) ${lineNumber}`,
    location: {
      address1,
      address2,
      address3: null,
      street,
      city: city.name,
      zip_code: zip,
      country: 'US',
      state: city.state,
      display_address: [
        address2 ? `${address1}, ${address2}` : address1,
        `${city.name}, ${city.state} ${zip}`,
      ],
    },
    coordinates: {
      latitude: round(coordinates.latitude, 6),
      longitude: round(coordinates.longitude, 6),
    },
    transactions: random.sample(['delivery', 'pickup', 'restaurant_reservation'], random.int(0, 2)),
    hours: weeklyHours(random, cuisine),
    timeZone: city.timeZone,
    photoCount: random.int(1, 3),
    reviews: Array.from({ length: REVIEWS_PER_BUSINESS }, (_, index) =>
      generateReview(random, cuisine, rating, `${id.slice(0, 10)}r${index}`),
    ),
    keywords: [name, cuisine.title, cuisine.alias, ...cuisine.dishes, ...extra.map((c) => c.title)]
      .join(' ')
      .toLowerCase(),
  };
}

function businessName(random: Prng, cuisine: Cuisine): string {
  const core = `${random.pick(cuisine.nameWords)} ${random.pick(cuisine.placeWords)}`;
  return random.next() < 0.3 ? `${random.pick(NAME_OPENERS)} ${core}` : core;
}

function weeklyHours(random: Prng, cuisine: Cuisine): OpenSlot[] {
  const closedDay = random.next() < 0.4 ? random.int(0, 6) : -1;
  return [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => day !== closedDay)
    .map((day) => ({
      is_overnight: false,
      start: cuisine.opens,
      // Fridays and Saturdays (4, 5) run an hour later unless that passes midnight.
      end:
        (day === 4 || day === 5) && cuisine.closes < '2300'
          ? addHour(cuisine.closes)
          : cuisine.closes,
      day,
    }));
}

function generateReview(
  random: Prng,
  cuisine: Cuisine,
  businessRating: number,
  id: string,
): SandboxReview {
  const rating = Math.max(1, Math.min(5, Math.round(businessRating + random.int(-1, 1))));
  const text = `${random.pick(REVIEW_OPENERS[rating]!)} ${random
    .pick(REVIEW_DETAILS)
    .replace('{dish}', random.pick(cuisine.dishes))}`;
  const created = new Date(Date.UTC(2023, 0, 1) + random.int(0, 2.5 * 365 * 24 * 3600) * 1000);
  return {
    id,
    rating,
    text,
    time_created: created.toISOString().replace('T', ' ').slice(0, 19),
    userName: `${random.pick(REVIEWER_FIRST_NAMES)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
    userId: random.id(),
  };
}

function uniqueAlias(base: string, used: Set<string>): string {
  let alias = base;
  for (let n = 2; used.has(alias); n++) alias = `${base}-${n}`;
  used.add(alias);
  return alias;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function addHour(hhmm: string): string {
  return String(Number(hhmm) + 100).padStart(4, '0');
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
