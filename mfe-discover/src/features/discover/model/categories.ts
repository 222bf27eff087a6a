import type { Category } from '@dd/contracts';
import { categoryAlias } from '@dd/contracts/rules';

/** A category the picker offers: a stored one (with its id) or a fallback (id null). */
export type CategoryOption = { _id: string | null; name: string; alias: string };

/**
 * product spec §3 Category: offered in addition to the user's own categories, each
 * only if no stored category has the same alias.
 */
export const FALLBACK_CATEGORIES: readonly CategoryOption[] = [
  { _id: null, name: 'Italian', alias: 'italian' },
  { _id: null, name: 'Mexican', alias: 'mexican' },
  { _id: null, name: 'Chinese', alias: 'chinese' },
  { _id: null, name: 'Japanese', alias: 'japanese' },
  { _id: null, name: 'Thai', alias: 'thai' },
  { _id: null, name: 'Indian', alias: 'indian' },
  { _id: null, name: 'American', alias: 'american' },
  { _id: null, name: 'Breakfast & Brunch', alias: 'breakfast_brunch' },
  { _id: null, name: 'Cafes', alias: 'cafes' },
  { _id: null, name: 'Pizza', alias: 'pizza' },
  { _id: null, name: 'Burgers', alias: 'burgers' },
  { _id: null, name: 'Sushi', alias: 'sushi' },
];

/**
 * The alias a category filters listings by: the spec's alias (lower case,
 * whitespace to underscores) reduced to what listing categories use, letters,
 * digits and single underscores ('Breakfast & Brunch' → 'breakfast_brunch').
 */
export function filterAlias(name: string): string {
  return categoryAlias(name)
    .normalize('NFKD')
    .replace(/[^a-z0-9_]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 40);
}

/** The user's categories, then the fallbacks they do not already have, sorted by name. */
export function categoryOptions(stored: readonly Category[]): CategoryOption[] {
  const options = stored.map((category) => ({
    _id: category._id,
    name: category.name,
    alias: filterAlias(category.name),
  }));
  const storedAliases = new Set(stored.map((category) => categoryAlias(category.name)));
  const fallbacks = FALLBACK_CATEGORIES.filter(
    (fallback) =>
      !storedAliases.has(fallback.alias) && !storedAliases.has(categoryAlias(fallback.name)),
  );
  return [...options, ...fallbacks].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/** The options whose name contains the typed text, ignoring case (all of them for blank text). */
export function matchingCategories(
  options: readonly CategoryOption[],
  text: string,
): CategoryOption[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...options];
  return options.filter((option) => option.name.toLowerCase().includes(wanted));
}

/**
 * The name a new category would get from the typed text: the trimmed text,
 * or null when it is blank or names an existing option (product spec §2/§5).
 */
export function creatableCategoryName(
  options: readonly CategoryOption[],
  text: string,
): string | null {
  const name = text.trim();
  if (!name) return null;
  const alias = categoryAlias(name);
  const exists = options.some(
    (option) =>
      option.name.toLowerCase() === name.toLowerCase() || categoryAlias(option.name) === alias,
  );
  return exists ? null : name;
}
