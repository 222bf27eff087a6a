import { stringify } from 'yaml';
import type { ExportedMeal } from './diary-export.schema';
import { entrySlug } from './entry-slug';
import { priceAmountText, ratingText } from './export-csv';

/** `meals/2024-05-01-pad-thai-<id>.md`: sorts by date in a file list, unique by id. */
export function mealMarkdownEntryName(meal: Pick<ExportedMeal, 'id' | 'date' | 'name'>): string {
  const slug = entrySlug(meal.name, 48);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(meal.date) ? meal.date : 'undated';
  return `meals/${[date, slug, meal.id].filter(Boolean).join('-')}.md`;
}

/**
 * One meal as a note: YAML front matter (what notes apps such as Obsidian
 * read as properties) and the notes as the Markdown body; `price` (`18.50 USD`)
 * only when the meal has one; `companions` a list of names ([] when nobody). Photos are paths
 * relative to the note (`../photos/<file>`, or deeper for a shared diary's
 * note: `toZipRoot` is the way up from the note's folder), or the image URL when it is not ours.
 */
export function mealMarkdown(
  meal: ExportedMeal,
  restaurantName: string | null,
  tagNames: readonly string[],
  toZipRoot = '..',
): string {
  const frontMatter = {
    title: meal.name,
    date: meal.date,
    restaurant: restaurantName,
    rating: ratingText(meal.isThumbsUp) || null,
    ...(meal.price && { price: `${priceAmountText(meal.price)} ${meal.price.currency}` }),
    tags: [...tagNames],
    companions: [...meal.companions],
    photos: meal.mealImages.map((image) =>
      image.photo ? `${toZipRoot}/${image.photo}` : image.url,
    ),
    id: meal.id,
    restaurantId: meal.restaurantId,
  };
  // Dates stay strings: a YAML 1.1 reader would otherwise turn them into timestamps.
  const yaml = stringify(frontMatter, {
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
  });
  const body = meal.notes.trim();
  return `---\n${yaml}---\n${body ? `\n${body}\n` : ''}`;
}
