import { matchingRestaurants, restaurantsOnDevice, type CachedAnswer } from './restaurantsOnDevice';

const cellar = { _id: 'r1', name: 'Cellar Dumpling House' };
const noodle = { _id: 'r2', name: 'Noodle Bar', address: '1 Main St' };
const taqueria = { _id: 'r3', name: 'Taqueria' };

const answers: CachedAnswer[] = [
  // A paged restaurants list, the picker's choices and a restaurant's record.
  { queryKey: ['restaurants', 'list', {}], data: { pages: [{ items: [taqueria, noodle] }] } },
  { queryKey: ['restaurants', 'options', ''], data: [noodle] },
  { queryKey: ['restaurants', 'detail', 'r1'], data: { ...cellar, address: '9 Low Rd' } },
  // Meals at them, older and newer, and one without a restaurant.
  {
    queryKey: ['meals', 'list', {}],
    data: {
      pages: [
        {
          items: [
            { _id: 'm1', name: 'Gyoza', date: '2026-11-02', restaurantId: noodle },
            { _id: 'm2', name: 'Dumplings', date: '2026-11-20', restaurantId: cellar },
            { _id: 'm3', name: 'Toast', date: '2026-11-25', restaurantId: null },
          ],
        },
      ],
    },
  },
  {
    queryKey: ['meals', 'detail', 'm4'],
    data: { _id: 'm4', date: '2026-10-01', restaurantId: noodle },
  },
  { queryKey: ['tags', 'list'], data: [{ _id: 't1', name: 'Dessert' }] },
];

describe('restaurantsOnDevice', () => {
  it('lists each restaurant once: those with a meal newest visit first, then the others', () => {
    expect(restaurantsOnDevice(answers)).toEqual([
      { _id: 'r1', name: 'Cellar Dumpling House', address: '9 Low Rd', lastVisited: '2026-11-20' },
      { _id: 'r2', name: 'Noodle Bar', address: '1 Main St', lastVisited: '2026-11-02' },
      { _id: 'r3', name: 'Taqueria' },
    ]);
  });

  it("takes the meal form's recent choices as restaurants, and nothing from other answers", () => {
    expect(
      restaurantsOnDevice([
        { queryKey: ['meals', 'recent-restaurants'], data: [taqueria] },
        { queryKey: ['tags', 'list'], data: [{ _id: 't1', name: 'Dessert' }] },
      ]),
    ).toEqual([{ _id: 'r3', name: 'Taqueria' }]);
  });

  it('has nothing to offer from an empty cache', () => {
    expect(restaurantsOnDevice([])).toEqual([]);
  });
});

describe('matchingRestaurants', () => {
  const all = restaurantsOnDevice(answers);

  it('matches the name or the address in any case, up to the limit', () => {
    expect(matchingRestaurants(all, 'DUMPLING', 20).map((r) => r._id)).toEqual(['r1']);
    expect(matchingRestaurants(all, 'main st', 20).map((r) => r._id)).toEqual(['r2']);
    expect(matchingRestaurants(all, '  ', 2).map((r) => r._id)).toEqual(['r1', 'r2']);
  });
});
