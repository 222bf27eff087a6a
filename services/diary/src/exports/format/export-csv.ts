import type { ExportedMeal, ExportedPrice, ExportedRestaurant } from './diary-export.schema';

export type CsvRow = Record<string, string | number>;

/** Column order of restaurants.csv. */
export const RESTAURANT_CSV_COLUMNS = [
  'id',
  'name',
  'date',
  'rating',
  'cuisine',
  'address',
  'phone',
  'website',
  'yelpId',
  'lat',
  'long',
  'tags',
  'notes',
  'photos',
  // Added after the first release: new columns go last, so readers by position keep working.
  'mapsUrl',
  'wantToGo',
] as const;

/** Column order of meals.csv. */
export const MEAL_CSV_COLUMNS = [
  'id',
  'date',
  'name',
  'restaurant',
  'restaurantId',
  'rating',
  'tags',
  'notes',
  'photos',
  // Added after the first release, last like restaurants.csv's mapsUrl.
  'priceAmount',
  'priceCurrency',
  'companions',
] as const;

/** Several values in one cell: tags and photos. */
export const CSV_LIST_SEPARATOR = '; ';

/** up, down, or empty for unrated: reads better in a sheet than true/false/blank. */
export function ratingText(isThumbsUp: boolean | null): string {
  if (isThumbsUp === null) return '';
  return isThumbsUp ? 'up' : 'down';
}

/**
 * A meal's companions in one cell: the names joined with `; ` (as tags are),
 * each `\` and `;` inside a name written `\\` and `\;`, so a name with a
 * semicolon ("Sam; Jr") stays one name: split on a `;` not after a `\`, then
 * unescape. Empty when nobody.
 */
export function companionsCellText(companions: readonly string[]): string {
  return companions
    .map((name) => name.replace(/[\\;]/gu, (character) => `\\${character}`))
    .join(CSV_LIST_SEPARATOR);
}

/** The names of a companions cell (companionsCellText's inverse). */
export function companionsOfCell(cell: string): string[] {
  const names: string[] = [];
  let name = '';
  for (let index = 0; index < cell.length; index += 1) {
    const character = cell[index]!;
    if (character === '\\' && index + 1 < cell.length) name += cell[++index];
    else if (character === ';') {
      names.push(name.trim());
      name = '';
    } else name += character;
  }
  if (cell.length > 0) names.push(name.trim());
  return names;
}

/** An amount as text with its 2 decimals (`18.50`): no price has more, so nothing is rounded away. */
export function priceAmountText(price: ExportedPrice): string {
  return price.amount.toFixed(2);
}

const photosOf = (images: ExportedRestaurant['restaurantImages']): string =>
  images.map((image) => image.photo ?? image.url).join(CSV_LIST_SEPARATOR);

export function restaurantCsvRow(
  restaurant: ExportedRestaurant,
  tagNames: readonly string[],
): CsvRow {
  return {
    id: restaurant.id,
    name: restaurant.name,
    date: restaurant.date,
    rating: ratingText(restaurant.isThumbsUp),
    cuisine: restaurant.cuisine,
    address: restaurant.address,
    phone: restaurant.phone,
    website: restaurant.website,
    yelpId: restaurant.yelpId ?? '',
    lat: restaurant.lat ?? '',
    long: restaurant.long ?? '',
    tags: tagNames.join(CSV_LIST_SEPARATOR),
    notes: restaurant.notes,
    photos: photosOf(restaurant.restaurantImages),
    mapsUrl: restaurant.mapsUrl,
    wantToGo: restaurant.wantToGo ? 'true' : 'false',
  };
}

export function mealCsvRow(
  meal: ExportedMeal,
  restaurantName: string,
  tagNames: readonly string[],
): CsvRow {
  return {
    id: meal.id,
    date: meal.date,
    name: meal.name,
    restaurant: restaurantName,
    restaurantId: meal.restaurantId ?? '',
    rating: ratingText(meal.isThumbsUp),
    tags: tagNames.join(CSV_LIST_SEPARATOR),
    notes: meal.notes,
    photos: photosOf(meal.mealImages),
    priceAmount: meal.price ? priceAmountText(meal.price) : '',
    priceCurrency: meal.price?.currency ?? '',
    companions: companionsCellText(meal.companions),
  };
}
