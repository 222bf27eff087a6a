import {
  yelpAutocompleteQuerySchema,
  yelpBusinessIdSchema,
  yelpNearbyQuerySchema,
  yelpSearchQuerySchema,
} from './query';
import { categoryAlias } from './category';

describe('yelp query schemas', () => {
  it('gives nearby the spec defaults and drops unknown parameters', () => {
    expect(
      yelpNearbyQuerySchema.parse({ latitude: '43.6', longitude: '-116.2', host: 'evil' }),
    ).toEqual({
      latitude: 43.6,
      longitude: -116.2,
      limit: 20,
      radius: 1000,
      sort_by: 'distance',
    });
  });

  it('normalises the price filter to sorted distinct levels', () => {
    const query = yelpNearbyQuerySchema.parse({ latitude: '0', longitude: '0', price: '3,1,3' });
    expect(query.price).toBe('1,3');
  });

  it.each([
    { latitude: '90.5', longitude: '0' },
    { latitude: '0', longitude: '180.1' },
    { latitude: '', longitude: '0' },
    { latitude: '0', longitude: '0', radius: '40001' },
    { latitude: '0', longitude: '0', limit: '0' },
    { latitude: '0', longitude: '0', price: '0' },
    { latitude: '0', longitude: '0', sort_by: 'cheapest' },
  ])('rejects nearby %o', (query) => {
    expect(yelpNearbyQuerySchema.safeParse(query).success).toBe(false);
  });

  it('accepts a search by location or by coordinates, not without either', () => {
    expect(yelpSearchQuerySchema.safeParse({ term: 'tacos', location: 'Boise, ID' }).success).toBe(
      true,
    );
    expect(
      yelpSearchQuerySchema.safeParse({
        term: 'tacos',
        latitude: '1',
        longitude: '2',
        radius: '10000',
      }).success,
    ).toBe(true);
    expect(yelpSearchQuerySchema.safeParse({ term: 'tacos' }).success).toBe(false);
    expect(yelpSearchQuerySchema.safeParse({ term: 'tacos', latitude: '1' }).success).toBe(false);
  });

  it('parses open_now as a boolean', () => {
    expect(yelpSearchQuerySchema.parse({ location: 'Boise', open_now: 'true' }).open_now).toBe(
      true,
    );
  });

  it('requires autocomplete text', () => {
    expect(yelpAutocompleteQuerySchema.safeParse({ text: ' ' }).success).toBe(false);
    expect(yelpAutocompleteQuerySchema.parse({ text: ' pi ' })).toEqual({ text: 'pi' });
  });

  it.each(['../admin', 'a/b', 'a?b', 'a b', '', 'x'.repeat(65)])(
    'rejects the business id %j',
    (id) => {
      expect(yelpBusinessIdSchema.safeParse(id).success).toBe(false);
    },
  );

  it('accepts Yelp ids and aliases', () => {
    expect(yelpBusinessIdSchema.parse('EuTodV3yctoRUAO_GoRfji')).toBe('EuTodV3yctoRUAO_GoRfji');
    expect(yelpBusinessIdSchema.parse('golden-dragon-house-boise-2')).toBe(
      'golden-dragon-house-boise-2',
    );
  });
});

describe('categoryAlias', () => {
  it('lower-cases and turns whitespace runs into underscores', () => {
    expect(categoryAlias('  Late  Night\tEats ')).toBe('late_night_eats');
  });
});
