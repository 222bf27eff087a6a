import {
  afterSignInPath,
  returnPathOf,
  sameSitePath,
  signInPathReturningTo,
  signInReturnOf,
} from './signInReturn';

describe('afterSignInPath', () => {
  it('returns to the page a session ended under', () => {
    expect(afterSignInPath({ sessionEnded: true, returnTo: '/meals/65a1?view=x#notes' })).toBe(
      '/meals/65a1?view=x#notes',
    );
  });

  it.each([
    ['no state', undefined],
    ['a state of another kind', { from: '/tags' }],
    ['another origin', { sessionEnded: true, returnTo: '//evil.example/meals' }],
    ['an absolute URL', { sessionEnded: true, returnTo: 'https://evil.example/' }],
  ])('goes to /meals for %s', (_label, state) => {
    expect(afterSignInPath(state)).toBe('/meals');
    expect(signInReturnOf(state)).toBeNull();
  });
});

describe('a return path in the query (?next=)', () => {
  it('goes to the same-site page it names, before a session-ended return', () => {
    const state = { sessionEnded: true, returnTo: '/meals' };
    expect(afterSignInPath(state, '?next=%2Finvites%2FAbC_1')).toBe('/invites/AbC_1');
    expect(afterSignInPath(undefined, 'next=/tags?x=1')).toBe('/tags?x=1');
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'invites/x',
    '/\tinvites',
    '',
  ])('ignores %j and goes on as without it', (next) => {
    expect(sameSitePath(next)).toBeNull();
    expect(afterSignInPath(undefined, `?${new URLSearchParams({ next })}`)).toBe('/meals');
  });

  it('is written by signInPathReturningTo and read back by returnPathOf', () => {
    const path = signInPathReturningTo('/signup', '/invites/AbC_1');
    expect(path).toBe('/signup?next=%2Finvites%2FAbC_1');
    expect(returnPathOf(path.slice(path.indexOf('?')))).toBe('/invites/AbC_1');
  });
});
