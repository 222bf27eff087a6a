import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  createRestaurant,
  createTag,
  signUpAndLogIn,
  tagRestaurant,
} from '../support/diary';
import { uploadPhoto } from '../support/images';

// Every screen of the product, signed out and signed in, in both themes at a
// desktop and a phone width, holds to WCAG 2.2 A and AA as axe-core checks it.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SIGNED_OUT_ROUTES = [
  '/',
  '/signup',
  '/login',
  '/forgot-password',
  '/reset-password/not-a-real-token',
  '/privacy-policy',
  '/terms',
];

interface Seeded {
  restaurantId: string;
  mealId: string;
}

function signedInRoutes({ restaurantId, mealId }: Seeded): string[] {
  return [
    '/',
    '/posts',
    '/posts/new',
    '/profile',
    '/restaurants',
    '/restaurants?view=map',
    '/restaurants/new',
    `/restaurants/${restaurantId}`,
    `/restaurants/${restaurantId}/edit`,
    '/restaurants/nearby',
    '/meals',
    '/meals?view=timeline',
    '/meals/new',
    `/meals/${mealId}`,
    `/meals/${mealId}/edit`,
    `/meals/review/${new Date().getFullYear()}`,
    '/tags',
    '/sync',
  ];
}

/** Opens `route` and waits until it has settled: its data in, no spinner left. */
async function openSettled(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The landing page paints a still preview first; the live carousel takes over soon after.
  if (route === '/')
    await expect(page.getByRole('button', { name: /^Go to slide 1:/ })).toBeVisible();
}

/** The violations of the page as one readable line each (rule, impact, the first elements). */
async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    ({ id, impact, nodes }) =>
      `${id} (${impact}): ${nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}${nodes.length > 3 ? ` and ${nodes.length - 3} more` : ''}`,
  );
}

async function expectNoViolations(page: Page, routes: readonly string[]): Promise<void> {
  for (const route of routes) {
    await openSettled(page, route);
    expect.soft(await violationsOf(page), `axe violations on ${route}`).toEqual([]);
  }
}

for (const { name, width, height } of WIDTHS) {
  for (const theme of THEMES) {
    test.describe(`accessibility, ${theme} theme, ${name} (${width} px)`, () => {
      test.use({ viewport: { width, height } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      });

      test('every public screen has no WCAG 2.2 AA violation', async ({ page }) => {
        test.setTimeout(120_000);
        await expectNoViolations(page, SIGNED_OUT_ROUTES);
      });

      test('every signed-in screen has no WCAG 2.2 AA violation', async ({ page, request }) => {
        test.setTimeout(240_000);
        const { token } = await signUpAndLogIn(page, request);
        const restaurant = await createRestaurant(request, token, {
          name: 'Noodle Harbor',
          address: '12 Pier Road, Portland, OR 97201',
          phone: '(503) 555-0133',
          website: 'noodleharbor.example',
          isThumbsUp: true,
          lat: 45.52,
          long: -122.68,
        });
        const tag = await createTag(request, token, 'Ramen');
        await tagRestaurant(request, token, restaurant._id, tag._id);
        const fileUrl = await uploadPhoto(request, token);
        const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
          name: 'Spicy miso ramen',
          date: '2026-10-02',
          restaurantId: restaurant._id,
          isThumbsUp: true,
          price: { amount: 18.5, currency: 'USD' },
          notes: 'Broth **rich**, noodles firm.\n\n- ask for extra chashu',
          mealImages: [{ url: fileUrl, caption: 'The bowl' }],
        });
        await expectNoViolations(
          page,
          signedInRoutes({ restaurantId: restaurant._id, mealId: meal._id }),
        );
      });
    });
  }
}
