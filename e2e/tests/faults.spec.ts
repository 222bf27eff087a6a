import { expect, test, type Page } from '@playwright/test';
import { logInThroughUi, newAccount, signUpViaApi } from '../support/accounts';
import { callApi, createRestaurant } from '../support/diary';
import { generateJpeg } from '../support/images';

// `npm test` passes the orchestrator's fault control; a stack started by hand
// offers it with DD_FAULT_CONTROL_PORT=<port> (then E2E_CONTROL_URL=http://127.0.0.1:<port>).
const controlUrl = process.env.E2E_CONTROL_URL;

async function control(action: 'stop' | 'start', processName: string): Promise<void> {
  if (!controlUrl) throw new Error('E2E_CONTROL_URL is not set: run through `npm test`');
  const response = await fetch(`${controlUrl}/processes/${processName}/${action}`, {
    method: 'POST',
  });
  expect(response.status, await response.text()).toBe(204);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const BOISE = { latitude: 43.615, longitude: -116.2023 };

// The list screens retry a failed load before they show the error.
const ERROR_SHOWN = { timeout: 20_000 };

test.describe('the diary service stops mid-session', () => {
  // For /restaurants/nearby, which searches Yelp (the sandbox's stand-in) around the user.
  test.use({
    geolocation: BOISE,
    permissions: ['geolocation'],
  });

  test.afterEach(async () => {
    // Whatever happened, the journeys after this one need the service.
    await control('start', 'diary');
  });

  test('lists show their error texts, the shell and /profile keep working, and the next action succeeds once it is back, with no reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = newAccount('Casey Outage');
    const token = await signUpViaApi(request, account);
    await createRestaurant(request, token, { name: 'Still Standing Bistro', cuisine: 'Thai' });
    await callApi(request, token, 'POST', '/api/meals', {
      name: 'Resilient Ramen',
      date: '2024-06-01',
    });
    await logInThroughUi(page, account.email, account.password, { rememberMe: true });
    await expect(page).toHaveURL(/\/meals$/);
    await expect(page.getByRole('link', { name: /Resilient Ramen/ }).first()).toBeVisible();
    // Marks this document: a reload would lose it.
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );

    await control('stop', 'diary');

    await mainNav(page).getByRole('link', { name: 'Restaurants', exact: true }).click();
    await expect(page.getByText('Failed to load restaurants')).toBeVisible(ERROR_SHOWN);
    await mainNav(page).getByRole('link', { name: 'Meals', exact: true }).click();
    // The list loaded at log-in stays on screen (cached); a filter asks the service again.
    await page.getByRole('button', { name: 'No Rating' }).click();
    await expect(page.getByText('Failed to load meals')).toBeVisible(ERROR_SHOWN);

    // Nearby searches Yelp through the yelp service, which does not need the diary.
    await mainNav(page).getByRole('link', { name: 'Nearby', exact: true }).click();
    await expect(page.getByText('Showing restaurants near')).toBeVisible();
    await expect(page.getByRole('link', { name: /View on Yelp/ }).first()).toBeVisible();

    // Auth still answers: the profile loads and the shell's navigation works.
    await page.getByRole('button', { name: /Hi, Casey/ }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('form', { name: 'Edit Profile' }).getByLabel(/^Full name/),
    ).toHaveValue('Casey Outage');

    await control('start', 'diary');

    await mainNav(page).getByRole('link', { name: 'Restaurants', exact: true }).click();
    await expect(page.getByRole('link', { name: /Still Standing Bistro/ }).first()).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Meals', exact: true }).click();
    await expect(page.getByRole('link', { name: /Resilient Ramen/ }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
  });
});

test.describe('the auth service stops mid-session', () => {
  test.afterEach(async () => {
    await control('start', 'auth');
  });

  test('signed-in pages keep working on their tokens', async ({ page, request }) => {
    test.setTimeout(120_000);
    const account = newAccount('Sam Tokenholder');
    const token = await signUpViaApi(request, account);
    await createRestaurant(request, token, { name: 'Token Trattoria', cuisine: 'Italian' });
    await logInThroughUi(page, account.email, account.password, { rememberMe: true });
    await expect(page).toHaveURL(/\/meals$/);

    await control('stop', 'auth');

    await mainNav(page).getByRole('link', { name: 'Restaurants', exact: true }).click();
    await expect(page.getByRole('link', { name: /Token Trattoria/ }).first()).toBeVisible();
    await page
      .getByRole('link', { name: /Token Trattoria/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Token Trattoria', level: 1 })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Tags', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
  });
});

test.describe('the yelp service stops mid-session', () => {
  test.use({ geolocation: BOISE, permissions: ['geolocation'] });

  test.afterEach(async () => {
    await control('start', 'yelp');
  });

  test('Nearby shows its error text, the diary keeps working, and Nearby loads once it is back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = newAccount('Jo Offline');
    const token = await signUpViaApi(request, account);
    await createRestaurant(request, token, { name: 'Local Diner', cuisine: 'American' });
    await logInThroughUi(page, account.email, account.password, { rememberMe: true });
    await expect(page).toHaveURL(/\/meals$/);

    await control('stop', 'yelp');

    await mainNav(page).getByRole('link', { name: 'Nearby', exact: true }).click();
    await expect(page.getByText(/^Unable to load nearby restaurants/)).toBeVisible(ERROR_SHOWN);
    await mainNav(page).getByRole('link', { name: 'Restaurants', exact: true }).click();
    await expect(page.getByRole('link', { name: /Local Diner/ }).first()).toBeVisible();

    await control('start', 'yelp');

    await mainNav(page).getByRole('link', { name: 'Nearby', exact: true }).click();
    await expect(page.getByRole('link', { name: /View on Yelp/ }).first()).toBeVisible();
  });
});

test.describe('the media service stops mid-session', () => {
  test.afterEach(async () => {
    await control('start', 'media');
  });

  test('an upload shows its error text, the profile form keeps working, and the next upload succeeds once it is back', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = newAccount('Ari Pixel');
    await signUpViaApi(request, account);
    await logInThroughUi(page, account.email, account.password, { rememberMe: true });
    await expect(page).toHaveURL(/\/meals$/);
    await page.getByRole('button', { name: /Hi, Ari/ }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit Profile' });

    const upload = async () => {
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Gallery' }).click();
      await (
        await chooser
      ).setFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await generateJpeg() });
    };

    await control('stop', 'media');
    await upload();
    await expect(form.getByText(/^Failed to upload image/)).toBeVisible(ERROR_SHOWN);
    await form.getByLabel(/^Full name/).fill('Ari Pixel Jones');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');

    await control('start', 'media');
    await upload();
    await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
      'src',
      /^\/api\/uploads\/images\/[^/?#]+$/,
    );
  });
});
