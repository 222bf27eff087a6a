import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uploadPhoto } from '../support/images';
import {
  callApi,
  createRestaurant,
  createTag,
  signUpAndLogIn,
  tagRestaurant,
} from '../support/diary';

// Read-only share links (issue 29): the owner shares the restaurants of one
// tag, a visitor without an account opens the link and sees only those, the
// owner sees it opened on "Your data" and revokes it, and the link is dead.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`),
    what,
  ).toEqual([]);
}

async function openShareLinks(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your data' }).click();
  return page.getByRole('region', { name: 'Share links' });
}

test('a tag’s restaurants are shared with a signed-out visitor until the link is revoked', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Morgan Share Lee');
  const ramen = await createTag(request, token, 'Ramen nights');
  const ichiran = await createRestaurant(request, token, {
    name: 'Ichiran Shared',
    address: '132 W 31st St, New York, NY 10001',
    isThumbsUp: true,
  });
  const ippudo = await createRestaurant(request, token, { name: 'Ippudo Shared' });
  await createRestaurant(request, token, { name: 'Taco Stand Kept Private' });
  await tagRestaurant(request, token, ichiran._id, ramen._id);
  await tagRestaurant(request, token, ippudo._id, ramen._id);

  // The owner narrows the list to the tag the way the Tags page does.
  await page.goto('/tags');
  await page.getByRole('link', { name: /^Restaurants tagged Ramen nights/ }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants\\?tag=${ramen._id}$`));
  await expect(page.getByRole('heading', { name: 'Ippudo Shared' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Taco Stand Kept Private' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
  await expect(dialog.getByRole('checkbox', { name: 'Include notes' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Include photos' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL!.replace(/[.]/g, '\\.')}/s/[A-Za-z0-9_-]{32}$`));
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // A visitor with no account: a new browser context, nothing signed in.
  const visitor = await browser.newContext();
  try {
    const visit = await visitor.newPage();
    const opened = await visit.goto(url);
    expect(opened?.status()).toBe(200);
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Morgan’s restaurants');
    await expect(visit.getByRole('heading', { name: 'Ichiran Shared' })).toBeVisible();
    await expect(visit.getByRole('heading', { name: 'Ippudo Shared' })).toBeVisible();
    await expect(visit.getByText('Taco Stand Kept Private')).toHaveCount(0);
    await expect(visit.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      /google\.com\/maps/,
    );

    // The owner sees the link opened once, and revokes it.
    const links = await openShareLinks(page);
    const item = links.getByRole('listitem').filter({ hasText: '2 restaurants' });
    await expect(item).toContainText('No notes, photos or prices');
    await expect(item).toContainText('Opened 1 time');
    await item.getByRole('button', { name: 'Revoke 2 restaurants' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke Link' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(links.getByRole('listitem')).toHaveCount(0);
    await expect(links.getByText('You have no share links.')).toBeVisible();
    await expect(links.getByRole('status')).toHaveText('Link revoked.');

    // The same link, reloaded, is the not-available page.
    const reloaded = await visit.reload();
    expect(reloaded?.status()).toBe(404);
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText('This link is not available');
    await expect(visit.getByText('Ichiran Shared')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const { name, width, height } of WIDTHS) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${name} (${width} px), ${theme} theme`, () => {
      test.use({ viewport: { width, height } });

      test('the Share dialog and the Share links section have no WCAG 2.2 AA violation', async ({
        page,
        request,
      }) => {
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        const { token } = await signUpAndLogIn(page, request, 'Casey Axe Share');
        const restaurant = await createRestaurant(request, token, { name: 'Axe Noodle House' });

        await page.goto(`/restaurants/${restaurant._id}`);
        // On a phone, Share waits in the header's More actions menu.
        if (width < 640) {
          await page.getByRole('button', { name: 'More actions' }).click();
          await page.getByRole('menuitem', { name: 'Share' }).click();
        } else await page.getByRole('button', { name: 'Share', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Share a read-only link' });
        await expectNoViolations(page, 'the Share dialog');
        await dialog.getByRole('button', { name: 'Create link' }).click();
        await expect(dialog.getByRole('textbox', { name: 'Share link' })).toBeVisible();
        await expectNoViolations(page, 'the Share dialog with its link');
        await dialog.getByRole('button', { name: 'Done' }).click();

        const links = await openShareLinks(page);
        await expect(links.getByRole('listitem')).toHaveText(/Axe Noodle House/);
        await expectNoViolations(page, 'Your data with a share link');
      });
    });
  }
}

test('a shared meal on a phone: safe markdown notes, a full-width photo, address, maps, Yelp and tags (issue 43)', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Morgan Phone Share');
  const place = await createRestaurant(request, token, {
    name: 'Pie Hole',
    address: '205 N 8th St, Boise, ID',
    yelpId: 'pie-hole-boise',
  });
  const sweet = await createTag(request, token, 'Sweet');
  const fileUrl = await uploadPhoto(request, token);
  const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Apple galette',
    date: '2026-11-20',
    restaurantId: place._id,
    notes: '**Flaky crust**, see [the menu](https://example.com/menu). <script>alert(1)</script>',
    mealImages: [{ url: fileUrl, isPrimary: true, caption: 'The galette' }],
  });
  await callApi(request, token, 'POST', '/api/meal-tags', { mealId: meal._id, tagId: sweet._id });
  const share = await callApi<{ path: string }>(request, token, 'POST', '/api/shares', {
    scope: { kind: 'meal', id: meal._id },
    includeNotes: true,
    includePhotos: true,
  });

  const visitor = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  try {
    const visit = await visitor.newPage();
    await visit.goto(share.path);
    await expect(visit.getByRole('heading', { level: 1 })).toHaveText('Apple galette');
    const notes = visit.locator('.notes');
    await expect(notes.locator('strong')).toHaveText('Flaky crust');
    await expect(notes).not.toContainText('**');
    await expect(notes).toContainText('<script>alert(1)</script>');
    await expect(notes.getByRole('link', { name: 'the menu' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await expect(visit.getByText('205 N 8th St, Boise, ID')).toBeVisible();
    await expect(visit.getByRole('link', { name: 'Google Maps' })).toBeVisible();
    await expect(visit.getByRole('link', { name: 'View on Yelp' })).toHaveAttribute(
      'href',
      'https://www.yelp.com/biz/pie-hole-boise',
    );
    await expect(visit.getByRole('list', { name: 'Tags' })).toHaveText('Sweet');
    // The photo takes the card's width, from the responsive set, and loads.
    const photo = visit.getByRole('img', { name: 'The galette' });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect((await photo.boundingBox())!.width).toBeGreaterThan(300);
    expect(await photo.getAttribute('srcset')).toContain('?w=1280 1280w');
    expect(await visit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  } finally {
    await visitor.close();
  }
});
