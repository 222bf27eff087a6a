import { aListing, aRestaurant, PIZZA, TACOS } from '../testing/fixtures';
import { diaryEntriesOf, diaryLookupPaths, lookupYelpIds } from './diaryEntries';

it('looks each listing up once, in a stable order', () => {
  expect(lookupYelpIds([TACOS, PIZZA, TACOS])).toEqual(['pizza-place-boise', 'taco-stand-boise']);
  expect(lookupYelpIds([])).toEqual([]);
});

it('asks for at most 50 ids a request, comma-separated', () => {
  const ids = Array.from({ length: 51 }, (_, index) => `place-${index}`);
  const paths = diaryLookupPaths(ids);
  expect(paths).toHaveLength(2);
  const asked = paths.map((path) => new URL(path, 'http://app.test'));
  expect(asked.map((url) => url.pathname)).toEqual(['/api/restaurants', '/api/restaurants']);
  expect(asked[0]!.searchParams.get('yelpIds')).toBe(ids.slice(0, 50).join(','));
  expect(asked[1]!.searchParams.get('yelpIds')).toBe('place-50');
  expect(diaryLookupPaths([])).toEqual([]);
  expect(diaryLookupPaths([aListing({ id: 'a&b=c', name: 'Odd' }).id])).toEqual([
    '/api/restaurants?yelpIds=a%26b%3Dc',
  ]);
});

it('maps yelpIds to restaurant ids, keeping the first (newest) of a business listed twice', () => {
  const entries = diaryEntriesOf([
    aRestaurant({ _id: 'new', yelpId: 'pizza-place-boise' }),
    aRestaurant({ _id: 'old', yelpId: 'pizza-place-boise' }),
    aRestaurant({ _id: 'manual', yelpId: null }),
  ]);
  expect([...entries]).toEqual([['pizza-place-boise', { restaurantId: 'new', wantToGo: false }]]);
});

it('tells which restaurants are saved for later', () => {
  const entries = diaryEntriesOf([
    aRestaurant({ _id: 'later', yelpId: 'sushi-boise', wantToGo: true }),
  ]);
  expect(entries.get('sushi-boise')).toEqual({ restaurantId: 'later', wantToGo: true });
});
