import { isShareable, restaurantsShareScope, shareUrl } from './shareLink';

it('keeps the list’s filter, and its search and tag only when set', () => {
  expect(restaurantsShareScope('all', '', null)).toEqual({ kind: 'restaurants', filter: 'all' });
  expect(restaurantsShareScope('thumbsUp', '  ramen ', 'tag1')).toEqual({
    kind: 'restaurants',
    filter: 'thumbsUp',
    q: 'ramen',
    tagId: 'tag1',
  });
  // A shared diary's list names its diary; the personal one is the default.
  expect(restaurantsShareScope('all', '', null, 'diary-home')).toEqual({
    kind: 'restaurants',
    filter: 'all',
    diaryId: 'diary-home',
  });
});

it('makes the whole address of a link from the page’s origin', () => {
  expect(shareUrl('https://diary.example', '/s/abc')).toBe('https://diary.example/s/abc');
});

it('shares only what the server has: not a record or tag made offline and not yet synced', () => {
  const localRef = 'local-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
  expect(isShareable({ kind: 'meal', id: '64b000000000000000000001' })).toBe(true);
  expect(isShareable({ kind: 'meal', id: localRef })).toBe(false);
  expect(isShareable({ kind: 'restaurant', id: localRef })).toBe(false);
  expect(isShareable({ kind: 'restaurants', filter: 'all' })).toBe(true);
  expect(isShareable({ kind: 'restaurants', filter: 'all', tagId: localRef })).toBe(false);
});
