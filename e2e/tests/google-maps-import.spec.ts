import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndLogIn } from '../support/diary';

/** A Google Takeout saved list: blank second line, quoted commas, an empty note, a repeated place. */
const SAVED_LIST = path.join(__dirname, '../fixtures/google-maps-want-to-go.csv');

test('imports a Google Maps saved list, then links one place to Yelp and skips another', async ({
  page,
  request,
}) => {
  await signUpAndLogIn(page, request, 'Morgan Maps Import');

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your data' }).click();
  const section = page.getByRole('region', { name: 'Import from Google Maps' });
  await section.getByLabel('Saved list (CSV file)').setInputFiles(SAVED_LIST);
  await expect(section.getByText('3 places: 2 new, 1 duplicate.')).toBeVisible();
  const rows = section.getByRole('list', { name: 'Places in the file' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Piccolo Osteria');
  await expect(rows.nth(0)).toContainText('Birthday dinner, ask for the patio');
  await expect(rows.nth(2)).toContainText('Same name as row 3');

  await section.getByRole('button', { name: 'Import 2 places' }).click();
  await expect(section.getByText('2 places imported; 1 skipped.')).toBeVisible();
  await section.getByRole('link', { name: 'Go to your restaurants' }).click();

  await expect(page).toHaveURL(/\/restaurants$/);
  const banner = page.getByRole('complementary', { name: 'Imported places' });
  await expect(banner).toContainText('2 imported places are not linked to Yelp yet');
  await banner.getByRole('link', { name: 'Link to Yelp' }).click();

  await expect(page).toHaveURL(/\/restaurants\/link-yelp$/);
  const first = page.getByRole('region', { name: 'Piccolo Osteria' });
  await expect(first.getByText('Place 1 of 2')).toBeVisible();
  await expect(first.getByText('Birthday dinner, ask for the patio')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/place/Piccolo+Osteria/@37.7522,-122.4158,17z',
  );
  await first.getByRole('textbox', { name: 'Location' }).fill('San Francisco');
  await first.getByRole('button', { name: 'Search', exact: true }).click();
  const match = first
    .getByRole('listbox', { name: 'Yelp results' })
    .getByRole('option', { name: /Piccolo Osteria/ })
    .first();
  await expect(match).toBeVisible();
  const address = (await match.innerText()).split('\n')[1]!.trim();
  expect(address).not.toBe('');
  await match.click();

  const second = page.getByRole('region', { name: 'Golden Bombay Grill' });
  await expect(second.getByText('Place 2 of 2')).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'Location' })).toHaveValue('San Francisco');
  await second.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByText('1 linked, 1 skipped.')).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();

  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(banner).toContainText('1 imported place is not linked to Yelp yet');
  const grid = page.getByRole('list', { name: 'Restaurants' });
  await grid
    .locator(':scope > li')
    .filter({ hasText: 'Piccolo Osteria' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Piccolo Osteria');
  await expect(page.getByText(address.split(',')[0]!)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on Yelp' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.yelp\.com\/biz\//,
  );
});
