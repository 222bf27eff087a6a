import { diaryDateSchema, objectIdSchema } from './common';
import { diaryListQuerySchema, restaurantListQuerySchema } from './list-query';
import { createMealSchema, updateMealSchema } from './meals';
import { createRestaurantSchema } from './restaurants';
import { tagNameInputSchema } from './tags';

const ID = '64b7f0c2a1b2c3d4e5f60718';

describe('objectIdSchema', () => {
  it('accepts 24 hex digits, lower-cased', () => {
    expect(objectIdSchema.parse(ID.toUpperCase())).toBe(ID);
  });

  it.each(['', 'abc', `${ID}0`, 'zzzzzzzzzzzzzzzzzzzzzzzz', { $ne: null }])('rejects %j', (id) => {
    expect(objectIdSchema.safeParse(id).success).toBe(false);
  });
});

describe('diaryDateSchema', () => {
  it('keeps a calendar day and the day part of a date-time', () => {
    expect(diaryDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    expect(diaryDateSchema.parse('2024-03-01T23:30:00-05:00')).toBe('2024-03-01');
    expect(diaryDateSchema.parse('2024-03-01T10:00:00.000Z')).toBe('2024-03-01');
  });

  it.each(['2023-02-29', 'yesterday', '', 20240101])('rejects %j', (date) => {
    expect(diaryDateSchema.safeParse(date).success).toBe(false);
  });
});

describe('createRestaurantSchema', () => {
  it('requires a non-blank name and trims it', () => {
    expect(createRestaurantSchema.safeParse({}).success).toBe(false);
    expect(createRestaurantSchema.safeParse({ name: '   ' }).success).toBe(false);
    expect(createRestaurantSchema.parse({ name: ' Chez Panisse ' }).name).toBe('Chez Panisse');
  });

  it('strips unknown fields such as a forged owner', () => {
    expect(createRestaurantSchema.parse({ name: 'A', userId: 'other', _id: ID })).toEqual({
      name: 'A',
    });
  });

  it('rejects operator objects in place of values', () => {
    expect(createRestaurantSchema.safeParse({ name: { $gt: '' } }).success).toBe(false);
    expect(createRestaurantSchema.safeParse({ name: 'A', isThumbsUp: { $ne: 1 } }).success).toBe(
      false,
    );
  });

  it('takes wantToGo as a boolean only', () => {
    expect(createRestaurantSchema.parse({ name: 'A', wantToGo: true }).wantToGo).toBe(true);
    expect(createRestaurantSchema.parse({ name: 'A' })).not.toHaveProperty('wantToGo');
    for (const wantToGo of ['true', 1, null])
      expect(createRestaurantSchema.safeParse({ name: 'A', wantToGo }).success).toBe(false);
  });

  it('bounds coordinates', () => {
    expect(createRestaurantSchema.safeParse({ name: 'A', lat: 91 }).success).toBe(false);
    expect(createRestaurantSchema.safeParse({ name: 'A', lat: 45.5, long: -122.6 }).success).toBe(
      true,
    );
  });
});

describe('meal schemas', () => {
  it('require name and date on create', () => {
    expect(createMealSchema.safeParse({ name: 'Soup' }).success).toBe(false);
    expect(createMealSchema.safeParse({ date: '2024-01-01' }).success).toBe(false);
    expect(createMealSchema.safeParse({ name: 'Soup', date: '2024-01-01' }).success).toBe(true);
  });

  it('read the restaurant as an id, a populated object or nothing', () => {
    const parse = (restaurantId: unknown) => updateMealSchema.parse({ restaurantId }).restaurantId;
    expect(parse(ID)).toBe(ID);
    expect(parse({ _id: ID, name: 'Chez' })).toBe(ID);
    expect(parse('')).toBeNull();
    expect(parse(null)).toBeNull();
    expect(updateMealSchema.safeParse({ restaurantId: 'nope' }).success).toBe(false);
  });

  it('let an update carry only the changed notes', () => {
    expect(updateMealSchema.parse({ notes: 'Great *soup*' })).toEqual({ notes: 'Great *soup*' });
  });
});

describe('tagNameInputSchema', () => {
  it('trims and refuses a blank name', () => {
    expect(tagNameInputSchema.parse({ name: '  Spicy ' })).toEqual({ name: 'Spicy' });
    expect(tagNameInputSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});

describe('diaryListQuerySchema', () => {
  it('defaults to the whole unfiltered list', () => {
    expect(diaryListQuerySchema.parse({})).toEqual({ filter: 'all' });
  });

  it('coerces the page size and bounds it', () => {
    expect(diaryListQuerySchema.parse({ limit: '50' }).limit).toBe(50);
    expect(diaryListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(diaryListQuerySchema.safeParse({ limit: '5000' }).success).toBe(false);
  });

  it('rejects unknown filters and includes', () => {
    expect(diaryListQuerySchema.safeParse({ filter: 'best' }).success).toBe(false);
    expect(diaryListQuerySchema.safeParse({ include: 'meals' }).success).toBe(false);
  });
});

describe('restaurantListQuerySchema', () => {
  it('narrows to places (not) saved for later with wantToGo=true|false, else leaves it out', () => {
    expect(restaurantListQuerySchema.parse({ wantToGo: 'true' }).wantToGo).toBe(true);
    expect(restaurantListQuerySchema.parse({ wantToGo: 'false' }).wantToGo).toBe(false);
    expect(restaurantListQuerySchema.parse({})).toEqual({ filter: 'all' });
    expect(restaurantListQuerySchema.safeParse({ wantToGo: 'yes' }).success).toBe(false);
  });

  it('keeps the four thumbs filters: wantToGo is not one', () => {
    expect(restaurantListQuerySchema.safeParse({ filter: 'wantToGo' }).success).toBe(false);
  });
});
