/** @jest-environment node */
import { PAINT_MARKS } from '@dd/contracts';
import { makeToken, testRuntimeConfig, testUser } from '@dd/shell-kit/testing';
import { signedInFirstScreen } from './signedInFirstScreen';

// On Node, as the web tier runs it for each signed-in page: no window, no storage.
it("puts the app's frame, for the signed-in user, around the remote's markup", () => {
  const page = signedInFirstScreen(
    {
      location: { pathname: '/meals', search: '?filter=thumbsUp' },
      token: makeToken(),
      user: testUser,
      config: testRuntimeConfig,
    },
    { html: '<h2 elementtiming="first-meal-card">Khao soi</h2>', mark: PAINT_MARKS.firstMealCard },
    [':root{--dd-gap:8px}.not-on-this-page{color:red}'],
  );

  expect(page.address).toBe('/meals?filter=thumbsUp');
  expect(page.userId).toBe(testUser.id);
  expect(page.mark).toBe(PAINT_MARKS.firstMealCard);
  expect(page.html).toMatch(
    /<main[^>]*><div style="display:contents"><h2 elementtiming="first-meal-card">Khao soi<\/h2><\/div><\/main>/,
  );
  expect(page.html).toContain('aria-current="page" href="/meals"');
  expect(page.html).toMatch(/Hi, (<!-- -->)?Ada</);
  expect(page.html).not.toContain('Log In');
  // Only the rules the copy can use, written for its shadow tree.
  expect(page.styles).toEqual([':host{--dd-gap:8px}']);
});
