import {
  categoryOptions,
  creatableCategoryName,
  FALLBACK_CATEGORIES,
  filterAlias,
  matchingCategories,
} from './categories';

it('has the spec fallback categories', () => {
  expect(FALLBACK_CATEGORIES.map(({ name, alias }) => `${name}:${alias}`)).toEqual([
    'Italian:italian',
    'Mexican:mexican',
    'Chinese:chinese',
    'Japanese:japanese',
    'Thai:thai',
    'Indian:indian',
    'American:american',
    'Breakfast & Brunch:breakfast_brunch',
    'Cafes:cafes',
    'Pizza:pizza',
    'Burgers:burgers',
    'Sushi:sushi',
  ]);
});

describe('filterAlias', () => {
  it.each([
    ['Late Night', 'late_night'],
    ['Breakfast & Brunch', 'breakfast_brunch'],
    ['  Café  Crème ', 'cafe_creme'],
    ['日本料理', ''],
  ])('%s → %s', (name, alias) => {
    expect(filterAlias(name)).toBe(alias);
  });
});

describe('categoryOptions', () => {
  it("adds each fallback the user's categories do not have by alias, sorted by name", () => {
    const options = categoryOptions([
      { _id: '1', name: 'pizza' },
      { _id: '2', name: 'Breakfast & Brunch' },
      { _id: '3', name: 'Dim Sum' },
    ]);
    expect(options.filter(({ name }) => /pizza|brunch/i.test(name))).toEqual([
      { _id: '2', name: 'Breakfast & Brunch', alias: 'breakfast_brunch' },
      { _id: '1', name: 'pizza', alias: 'pizza' },
    ]);
    expect(options.map(({ name }) => name)).toContain('Dim Sum');
    expect(options).toHaveLength(3 + FALLBACK_CATEGORIES.length - 2);
  });
});

describe('matching and creating', () => {
  const options = categoryOptions([{ _id: '1', name: 'Late Night' }]);

  it('matches names containing the text, ignoring case', () => {
    expect(matchingCategories(options, 'NIGHT').map(({ name }) => name)).toEqual(['Late Night']);
    expect(matchingCategories(options, '  ')).toHaveLength(options.length);
  });

  it('creates from the trimmed text only when it names no existing category', () => {
    expect(creatableCategoryName(options, '  Dim Sum ')).toBe('Dim Sum');
    expect(creatableCategoryName(options, 'late night')).toBeNull();
    expect(creatableCategoryName(options, 'late   night')).toBeNull();
    expect(creatableCategoryName(options, '   ')).toBeNull();
    expect(creatableCategoryName(options, 'Pizza')).toBeNull();
  });
});
