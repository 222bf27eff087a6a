import { categoryAlias as ruleCategoryAlias } from '../rules';
import { categoryAlias } from '../yelp/category';
import { restaurantListQuerySchema } from './list-query';
import { parseYelpIdsParam, YELP_IDS_MAX_COUNT, yelpIdsParam } from './yelp-ids';

describe('yelpIds query value', () => {
  it('joins ids with commas and reads them back trimmed, without blanks or repeats', () => {
    expect(yelpIdsParam(['a-b', 'EuTodV3yctoRUAO_GoRfji'])).toBe('a-b,EuTodV3yctoRUAO_GoRfji');
    expect(parseYelpIdsParam(' a-b ,,c, a-b,')).toEqual(['a-b', 'c']);
  });
});

describe('restaurantListQuerySchema', () => {
  it('keeps the diary list query and reads yelpIds as a list', () => {
    expect(restaurantListQuerySchema.parse({})).toEqual({ filter: 'all' });
    expect(restaurantListQuerySchema.parse({ yelpIds: 'x,y', limit: '5' })).toEqual({
      filter: 'all',
      limit: 5,
      yelpIds: ['x', 'y'],
    });
  });

  it(`takes 1 to ${YELP_IDS_MAX_COUNT} ids of at most 200 characters`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `id-${i}`).join(',');
    expect(restaurantListQuerySchema.parse({ yelpIds: ids(50) }).yelpIds).toHaveLength(50);
    for (const yelpIds of ['', ' , ', ids(51), 'x'.repeat(201)])
      expect(restaurantListQuerySchema.safeParse({ yelpIds }).success).toBe(false);
  });
});

it('categoryAlias is one rule, in the zod-free rules and the main contracts', () => {
  expect(ruleCategoryAlias).toBe(categoryAlias);
  expect(categoryAlias('  Late  Night\tEats ')).toBe('late_night_eats');
});
