import { afterSignInPath, signInReturnOf } from './signInReturn';

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
