import { restaurantsShareScope, shareUrl } from './shareLink';

it('keeps the list’s filter, and its search and tag only when set', () => {
  expect(restaurantsShareScope('all', '', null)).toEqual({ kind: 'restaurants', filter: 'all' });
  expect(restaurantsShareScope('thumbsUp', '  ramen ', 'tag1')).toEqual({
    kind: 'restaurants',
    filter: 'thumbsUp',
    q: 'ramen',
    tagId: 'tag1',
  });
});

it('makes the whole address of a link from the page’s origin', () => {
  expect(shareUrl('https://diary.example', '/s/abc')).toBe('https://diary.example/s/abc');
});
