import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { callApi, createRestaurant, createTag, signUpAndLogIn } from '../support/diary';

// Issue 44: "Your year in food" on a phone, reached from the meals timeline
// after logging meals, with its figures, and no WCAG 2.2 AA violation in
// either theme.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const figure = (page: Page, label: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();

test('the year in food opens from the timeline after logging meals', async ({ page, request }) => {
  const year = new Date().getFullYear();
  const { token } = await signUpAndLogIn(page, request);
  const place = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  const spicy = await createTag(request, token, 'spicy');
  const day = `${year}-01-01`;
  for (const name of ['Shoyu ramen', 'shoyu ramen'])
    await callApi(request, token, 'POST', '/api/meals', {
      name,
      date: day,
      restaurantId: place._id,
      isThumbsUp: true,
    });
  const toast = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Toast',
    date: day,
    isThumbsUp: false,
  });
  await callApi(request, token, 'POST', '/api/meal-tags', { mealId: toast._id, tagId: spicy._id });

  await page.goto('/meals?view=timeline');
  await page.getByRole('link', { name: `Your ${year} in food` }).tap();
  await expect(page).toHaveURL(new RegExp(`/meals/review/${year}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Your ${year} in food` })).toBeVisible();
  await expect(figure(page, 'Meals logged')).toHaveText('3');
  await expect(figure(page, 'Places')).toHaveText('1');
  await expect(figure(page, 'New places')).toHaveText('1');
  await expect(figure(page, "You'd order again")).toHaveText('2');
  await expect(figure(page, 'Month you ate out most')).toHaveText('January');
  const dishes = page.getByRole('region', { name: 'Your go-to dishes' });
  await expect(dishes.getByRole('listitem')).toHaveText([/shoyu ramen\s*2 times/]);
  await expect(
    page.getByRole('region', { name: 'Most used tags' }).getByRole('link', { name: 'spicy' }),
  ).toBeVisible();

  // Nothing wider than the phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  for (const theme of ['light', 'dark']) {
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.reload();
    await expect(figure(page, 'Meals logged')).toHaveText('3');
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`),
      `axe violations, ${theme} theme`,
    ).toEqual([]);
  }

  // A year without meals still lists the years that have some.
  await page.goto(`/meals/review/${year - 7}`);
  await expect(page.getByRole('heading', { name: `No meals in ${year - 7} yet` })).toBeVisible();
  const empty = page.getByRole('region', { name: `No meals in ${year - 7} yet` });
  await expect(empty.getByRole('link', { name: String(year) })).toHaveAttribute(
    'href',
    `/meals/review/${year}`,
  );
});
