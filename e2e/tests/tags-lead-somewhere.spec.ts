import { expect, test } from '@playwright/test';
import { callApi, createRestaurant, createTag, signUpAndLogIn } from '../support/diary';

// Issue 43, item 6, on a phone: a tag chip opens the list of that tag, the
// meals list filters by tag on its own, and a near-duplicate name is offered
// the tag the diary has.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a tag leads to its meals: the chip, then the list’s own Tag filter', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const spicy = await createTag(request, token, 'Spicy');
  await createTag(request, token, 'Brunch');
  const place = await createRestaurant(request, token, { name: 'Sichuan House' });
  const tofu = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Mapo tofu',
    date: '2026-11-02',
    restaurantId: place._id,
  });
  await callApi(request, token, 'POST', '/api/meals', { name: 'Pancakes', date: '2026-11-03' });
  await callApi(request, token, 'POST', '/api/meal-tags', { mealId: tofu._id, tagId: spicy._id });

  await page.goto(`/meals/${tofu._id}`);
  await page
    .getByRole('region', { name: 'Tags' })
    .getByRole('link', { name: /^Spicy/ })
    .tap();
  await expect(page).toHaveURL(new RegExp(`/meals\\?tag=${spicy._id}$`));
  await expect(page.getByRole('heading', { name: 'Mapo tofu' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pancakes' })).toHaveCount(0);
  const filter = page.getByRole('combobox', { name: 'Tag' });
  await expect(filter).toHaveValue(spicy._id);

  await filter.selectOption({ label: 'Any tag' });
  await expect(page.getByRole('heading', { name: 'Pancakes' })).toBeVisible();
  await filter.selectOption({ label: 'Spicy' });
  await expect(page.getByRole('heading', { name: 'Pancakes' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Pancakes' })).toBeVisible();
});

test('“dessert” is offered the diary’s “Desserts” rather than a second tag', async ({
  page,
  request,
}) => {
  const { token } = await signUpAndLogIn(page, request);
  const desserts = await createTag(request, token, 'Desserts');
  await page.goto('/meals/new');
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill('Tarte tatin');
  await form.getByRole('button', { name: 'Tags', expanded: false }).tap();
  const box = form.getByRole('combobox', { name: 'Meal tags' });
  await box.fill('dessert');
  await form.getByRole('button', { name: 'Add', exact: true }).tap();
  const offer = form.getByRole('status', { name: 'Similar tag' });
  await expect(offer).toContainText('You have a tag “Desserts”. Use it instead of “dessert”?');
  await offer.getByRole('button', { name: 'Use Desserts' }).tap();
  await expect(form.getByRole('button', { name: 'Remove Desserts' })).toBeVisible();
  await expect(box).toBeFocused();

  await form.getByRole('button', { name: 'Save Meal' }).tap();
  await expect(page).toHaveURL(/\/meals\/[0-9a-f]{24}$/);
  const tags = await callApi<{ name: string }[]>(request, token, 'GET', '/api/tags');
  expect(tags.map((tag) => tag.name)).toEqual(['Desserts']);
  await expect(
    page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: /^Desserts/ }),
  ).toHaveAttribute('href', `/meals?tag=${desserts._id}`);
});
