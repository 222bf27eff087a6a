import { expect, test, type Page } from '@playwright/test';
import { logInThroughUi, newAccount, signUpViaApi } from '../support/accounts';
import { generateJpeg } from '../support/images';

const UPLOADED_IMAGE = /^\/api\/uploads\/images\/[^/?#]+$/;

const userMenu = (page: Page, firstName: string) =>
  page.getByRole('button', { name: new RegExp(`Hi, ${firstName}`) });

test('a photo uploaded on /profile is saved and becomes the avatar of the user menu', async ({
  page,
  request,
}) => {
  const account = newAccount('Morgan Photo Lee');
  await signUpViaApi(request, account);
  await logInThroughUi(page, account.email, account.password);
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Edit Profile' });
  const update = form.getByRole('button', { name: 'Update' });
  const avatar = userMenu(page, 'Morgan').locator('img');
  await expect(update).toBeDisabled();
  await expect(avatar).toHaveCount(0);

  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Gallery' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'portrait.jpg',
    mimeType: 'image/jpeg',
    buffer: await generateJpeg(),
  });
  await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', UPLOADED_IMAGE);
  await expect(form.getByText('Primary')).toBeVisible();

  await update.click();
  await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(update).toBeDisabled();
  await expect(avatar).toHaveAttribute('src', UPLOADED_IMAGE);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const imageUrl = (await avatar.getAttribute('src'))!;

  await page.reload();
  await expect(userMenu(page, 'Morgan').locator('img')).toHaveAttribute('src', imageUrl);
  await expect(form.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', imageUrl);

  const image = await request.get(imageUrl);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});
