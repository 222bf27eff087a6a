import {
  resolveTagEntry,
  sortTagsByName,
  tagDisplayName,
  tagNameKey,
  tagSuggestions,
} from './tagEntry';

const spicy = { _id: 't1', diaryId: 'd1', name: 'Spicy' };
const vegan = { _id: 't2', diaryId: 'd1', name: 'Vegan' };
const brunch = { _id: 't3', diaryId: 'd1', name: 'Brunch' };
const all = [spicy, vegan, brunch];

describe('resolveTagEntry', () => {
  it('ignores blank text', () => {
    expect(resolveTagEntry('   ', all, [])).toEqual({ kind: 'ignore' });
  });

  it('selects an existing tag of the same name, ignoring case and spaces', () => {
    expect(resolveTagEntry('  sPiCy ', all, [])).toEqual({ kind: 'select', tag: spicy });
  });

  it('does not add a selected tag twice', () => {
    expect(resolveTagEntry('spicy', all, [spicy])).toEqual({ kind: 'ignore' });
  });

  it('does not create a name already selected but not yet listed', () => {
    const fresh = { _id: 't9', diaryId: 'd1', name: 'Late Night' };
    expect(resolveTagEntry('late night', all, [fresh])).toEqual({ kind: 'ignore' });
  });

  it('creates a new, trimmed name', () => {
    expect(resolveTagEntry('  Date Night  ', all, [])).toEqual({
      kind: 'create',
      name: 'Date Night',
    });
  });
});

describe('near-duplicate names', () => {
  const desserts = { _id: 't4', diaryId: 'd1', name: 'Desserts' };
  const iceCream = { _id: 't5', diaryId: 'd1', name: 'Ice cream' };
  const near = [...all, desserts, iceCream];

  it.each([
    ['dessert', 'Desserts'],
    ['Desserts ', 'dessert'],
    ['icecream', 'Ice cream'],
    ['ice-creams', 'Ice Cream'],
    ['Dishes', 'dish'],
    ['Berries', 'berry'],
  ])('reads %p and %p as one name', (a, b) => {
    expect(tagNameKey(a)).toBe(tagNameKey(b));
  });

  it.each([
    ['glass', 'glas'],
    ['bus', 'bu'],
    ['Spicy', 'Spice'],
    ['Brunch', 'Lunch'],
  ])('keeps %p and %p apart', (a, b) => {
    expect(tagNameKey(a)).not.toBe(tagNameKey(b));
  });

  it('offers the existing tag for a name that differs by plural or spaces', () => {
    expect(resolveTagEntry(' dessert', near, [])).toEqual({
      kind: 'similar',
      name: 'dessert',
      tag: desserts,
    });
    expect(resolveTagEntry('IceCream', near, [])).toEqual({
      kind: 'similar',
      name: 'IceCream',
      tag: iceCream,
    });
  });

  it('ignores a near-duplicate of a selected tag', () => {
    expect(resolveTagEntry('dessert', near, [desserts])).toEqual({ kind: 'ignore' });
  });

  it('still selects the same name over a near one', () => {
    const dessert = { _id: 't6', diaryId: 'd1', name: 'Dessert' };
    expect(resolveTagEntry('dessert', [...near, dessert], [])).toEqual({
      kind: 'select',
      tag: dessert,
    });
  });
});

describe('tagSuggestions', () => {
  it('matches part of a name ignoring case, names starting with the text first', () => {
    const tags = [
      { _id: 'a', diaryId: 'd1', name: 'Thai' },
      { _id: 'b', diaryId: 'd1', name: 'Great Value' },
      { _id: 'c', diaryId: 'd1', name: 'Tea' },
    ];
    expect(tagSuggestions('T', tags, []).map((tag) => tag.name)).toEqual([
      'Thai',
      'Tea',
      'Great Value',
    ]);
  });

  it('leaves out selected tags and answers nothing for blank text', () => {
    expect(tagSuggestions('an', all, [vegan])).toEqual([]);
    expect(tagSuggestions(' ', all, [])).toEqual([]);
  });

  it('answers at most 5', () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      _id: `t${index}`,
      diaryId: 'd1',
      name: `Tag ${index}`,
    }));
    expect(tagSuggestions('tag', many, [])).toHaveLength(5);
    expect(tagSuggestions('tag', many, [], 2)).toHaveLength(2);
  });
});

describe('sortTagsByName', () => {
  it('sorts ignoring case without changing the input', () => {
    const tags = [
      { _id: '1', diaryId: 'd1', name: 'vegan' },
      brunch,
      { _id: '2', diaryId: 'd1', name: 'apple' },
    ];
    expect(sortTagsByName(tags).map((tag) => tag.name)).toEqual(['apple', 'Brunch', 'vegan']);
    expect(tags[0]!.name).toBe('vegan');
  });
});

describe('tagDisplayName', () => {
  it("shows 'Unknown Tag' for a missing or nameless tag", () => {
    expect(tagDisplayName(spicy)).toBe('Spicy');
    expect(tagDisplayName({ name: '' })).toBe('Unknown Tag');
    expect(tagDisplayName({ name: null })).toBe('Unknown Tag');
    expect(tagDisplayName(null)).toBe('Unknown Tag');
  });
});
