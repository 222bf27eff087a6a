import { diaryIdOf, rendersPage } from './page-renders';

describe('diaryIdOf', () => {
  const HOME = 'a1b2c3d4e5f6a1b2c3d4e5f6';

  it('reads the current diary from its cookie', () => {
    expect(diaryIdOf(`dd_session=a.b.c; dd_diary=${HOME}`)).toBe(HOME);
  });

  it.each([
    undefined,
    '',
    'dd_session=a.b.c',
    'dd_diary=',
    'dd_diary=1234',
    `dd_diary=${HOME}x`,
    'dd_diary=zzzzzzzzzzzzzzzzzzzzzzzz',
  ])('reads %p as the personal diary (null)', (header) => {
    expect(diaryIdOf(header)).toBeNull();
  });
});

describe('rendersPage', () => {
  it.each(['/', '/login', '/signup', '/forgot-password', '/privacy-policy', '/terms', '/terms/'])(
    '%s is not rendered for a visitor who is not signed in (the build rendered it)',
    (path) => {
      expect(rendersPage(path, false)).toBe(false);
    },
  );

  it.each(['/', '/forgot-password', '/privacy-policy', '/terms'])(
    '%s is rendered for a signed-in user too',
    (path) => {
      expect(rendersPage(path, true)).toBe(true);
    },
  );

  it.each(['/login', '/signup', '/login/', '/signup/'])(
    '%s is not rendered for a signed-in user (the browser sends them to the diary)',
    (path) => {
      expect(rendersPage(path, true)).toBe(false);
    },
  );

  it('a password reset link is rendered for a signed-in user, and only a link', () => {
    expect(rendersPage('/reset-password/2f9c1a7e', true)).toBe(true);
    expect(rendersPage('/reset-password/2f9c1a7e/', true)).toBe(true);
    expect(rendersPage('/reset-password', true)).toBe(false);
    expect(rendersPage('/reset-password/2f9c1a7e/extra', true)).toBe(false);
    expect(rendersPage('/reset-password/2f9c1a7e', false)).toBe(false);
  });

  it.each([
    '/meals',
    '/meals/',
    '/meals/123',
    '/restaurants',
    '/restaurants/42',
    '/restaurants/nearby',
    '/profile',
    '/tags',
    // Signed out, the invitation is the shell's HTML: the browser renders its sign-in links.
    '/invites/AbC-123_x',
  ])('the remote page %s is rendered for a signed-in user only', (path) => {
    expect(rendersPage(path, true)).toBe(true);
    expect(rendersPage(path, false)).toBe(false);
  });

  it.each(['/posts', '/posts/', '/posts/new', '/sync'])(
    'the shell’s page %s is rendered for a signed-in user only',
    (path) => {
      expect(rendersPage(path, true)).toBe(true);
      expect(rendersPage(path, false)).toBe(false);
    },
  );

  it.each(['/settings', '/mealsy', '/posts/123', '/sync/now', '/profile/edit', '/tags/x', '/x'])(
    'an unknown path, %s, is never rendered',
    (path) => {
      expect(rendersPage(path, true)).toBe(false);
      expect(rendersPage(path, false)).toBe(false);
    },
  );
});
