import { nearbyFilters, nearbyQueryParams, textSearch, textSearchParams } from './queries';

const BOISE = { latitude: 43.615, longitude: -116.2023 };

describe('nearbyQueryParams', () => {
  it('asks for 20 listings sorted by distance within the radius', () => {
    expect(
      nearbyQueryParams(BOISE, { radius: 1000, categoryAlias: null, prices: [] }).toString(),
    ).toBe('latitude=43.615&longitude=-116.2023&limit=20&radius=1000&sort_by=distance');
  });

  it('adds the category alias and the prices', () => {
    const params = nearbyQueryParams(BOISE, { radius: 500, categoryAlias: 'thai', prices: [4, 2] });
    expect(params.get('categories')).toBe('thai');
    expect(params.get('price')).toBe('2,4');
    expect(params.get('radius')).toBe('500');
  });
});

it('turns a filter choice into the nearby filters', () => {
  expect(
    nearbyFilters({
      radius: 2000,
      category: { _id: null, name: 'Breakfast & Brunch', alias: 'breakfast_brunch' },
      prices: [3, 1],
    }),
  ).toEqual({ radius: 2000, categoryAlias: 'breakfast_brunch', prices: [1, 3] });
  expect(
    nearbyFilters({ radius: 1000, category: { _id: '1', name: '日本', alias: '' }, prices: [] }),
  ).toEqual({ radius: 1000, categoryAlias: null, prices: [] });
});

describe('textSearch', () => {
  it('needs text', () => {
    expect(textSearch('  ', 'Boise', BOISE)).toBeNull();
  });

  it('uses the typed place first', () => {
    expect(textSearch(' tacos ', ' Boise, ID ', BOISE)).toEqual({
      term: 'tacos',
      location: 'Boise, ID',
    });
  });

  it('else the known coordinates within 10000 m', () => {
    expect(textSearch('tacos', '', BOISE)).toEqual({ term: 'tacos', centre: BOISE, radius: 10000 });
  });

  it('does nothing with neither', () => {
    expect(textSearch('tacos', ' ', null)).toBeNull();
  });

  it('writes the query', () => {
    expect(textSearchParams({ term: 'tacos', location: 'Boise' }, 20).toString()).toBe(
      'term=tacos&location=Boise&limit=20',
    );
    expect(textSearchParams({ term: 'tacos', centre: BOISE, radius: 10000 }, 6).toString()).toBe(
      'term=tacos&latitude=43.615&longitude=-116.2023&radius=10000&limit=6',
    );
  });
});
