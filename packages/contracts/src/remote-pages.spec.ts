import { isOpenSignedOut, isRemotePage, mountOf, pagesOf, remoteServing } from './remote-pages';

describe('remoteServing', () => {
  it.each([
    ['/meals', 'mfe_meals'],
    ['/meals/', 'mfe_meals'],
    ['/meals/64b7f0c2a1b2c3d4e5f60718/edit', 'mfe_meals'],
    ['/restaurants', 'mfe_restaurants'],
    ['/restaurants/new', 'mfe_restaurants'],
    ['/restaurants/nearby', 'mfe_discover'],
    ['/restaurants/nearby/map', 'mfe_discover'],
    ['/profile', 'mfe_account'],
    ['/tags', 'mfe_account'],
    ['/invites/AbC-123_x', 'mfe_account'],
    ['/invites/AbC-123_x/', 'mfe_account'],
  ])('%s is served by %s', (pathname, remote) => {
    expect(remoteServing(pathname)).toBe(remote);
  });

  it.each([
    '/',
    '/login',
    '/posts',
    '/mealsx',
    '/profile/extra',
    '/tagsy',
    '/terms',
    '/invites',
    '/invites/a/b',
  ])('%s is the shell’s own page', (pathname) => {
    expect(remoteServing(pathname)).toBeNull();
  });
});

describe('isRemotePage', () => {
  it('matches an exact page only as itself', () => {
    expect(isRemotePage('/tags', '/tags/')).toBe(true);
    expect(isRemotePage('/tags', '/tags/1')).toBe(false);
  });
});

describe('pagesOf', () => {
  it('lists the account remote’s root pages', () => {
    expect(pagesOf('mfe_account')).toEqual(['/profile', '/tags', '/invites/:token']);
  });
});

describe('isOpenSignedOut', () => {
  it('opens the invitation page to visitors who are not signed in, and no other remote page', () => {
    expect(isOpenSignedOut('/invites/AbC-123_x')).toBe(true);
    expect(['/profile', '/tags', '/meals', '/invites'].map(isOpenSignedOut)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('mountOf', () => {
  it.each([
    ['mfe_meals', '/meals'],
    ['mfe_restaurants', '/restaurants'],
    ['mfe_discover', '/restaurants/nearby'],
    ['mfe_account', ''],
  ] as const)('mounts %s at %j', (remote, mount) => {
    expect(mountOf(remote)).toBe(mount);
  });
});
