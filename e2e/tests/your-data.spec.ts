import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fromBuffer, type Entry } from 'yauzl';
import { callApi, createRestaurant, signUpAndLogIn } from '../support/diary';
import { generateJpeg } from '../support/images';

/** name → bytes of every entry of a zip. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: Entry) =>
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        }),
      );
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

test('"Your data" exports a zip with my meal and its photo, then deleting the account signs out and the old token gets 401', async ({
  page,
  request,
}) => {
  const { account, token } = await signUpAndLogIn(page, request, 'Sasha Export Quinn');
  const photo = await generateJpeg({ width: 640, height: 480 });
  const upload = await request.post('/api/uploads/proxy', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'noodles.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { fileUrl } = (await upload.json()) as { fileUrl: string };
  const restaurant = await createRestaurant(request, token, { name: 'Noodle Bar Export' });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Dan dan noodles',
    date: '2026-03-14',
    restaurantId: restaurant._id,
    notes: 'Spicy **and** numbing',
    mealImages: [{ url: fileUrl }],
  });

  await page.goto('/meals');
  // Found from the user menu (issue 43), not only under Edit Profile.
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menuitem', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=your-data$/);
  await expect(page.getByRole('tab', { name: 'Your data' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('button', { name: 'Export my data' }).click();
  const downloadButton = page.getByRole('button', { name: 'Download zip' });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Ready: .+, available until /)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^dining-diary-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(await readFile(await download.path()));
  const diary = JSON.parse(entries.get('diary.json')!.toString('utf8'));
  expect(diary).toMatchObject({ format: 'dining-diary-export', version: 1 });
  expect(diary.profile).toMatchObject({ email: account.email, fullName: 'Sasha Export Quinn' });
  expect(diary.meals).toEqual([
    expect.objectContaining({
      name: 'Dan dan noodles',
      date: '2026-03-14',
      restaurantId: restaurant._id,
    }),
  ]);
  const file = fileUrl.split('/').pop()!;
  expect(entries.get(`photos/${file}`)?.length).toBeGreaterThan(0);
  expect([...entries.keys()].some((name) => /^meals\/2026-03-14-dan-dan-noodles-/.test(name))).toBe(
    true,
  );
  expect(entries.get('meals.csv')!.toString('utf8')).toContain('Dan dan noodles');

  const deleteForm = page.getByRole('form', { name: 'Delete my account' });
  await deleteForm.getByLabel(/^Password/).fill(account.password);
  await deleteForm.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const refused = await request.get('/api/meals', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});

test('an export taken from the profile goes back into a second account: the same meal, restaurant, tag and photo, byte for byte', async ({
  page,
  request,
  browser,
}) => {
  const { token } = await signUpAndLogIn(page, request, 'Rowan Export Hale');
  const upload = await request.post('/api/uploads/proxy', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'tacos.jpg',
        mimeType: 'image/jpeg',
        buffer: await generateJpeg({ width: 800, height: 600 }),
      },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { fileUrl } = (await upload.json()) as { fileUrl: string };
  const restaurant = await createRestaurant(request, token, { name: 'Taqueria Round Trip' });
  const meal = await callApi<{ _id: string }>(request, token, 'POST', '/api/meals', {
    name: 'Al pastor tacos',
    date: '2026-02-11',
    restaurantId: restaurant._id,
    isThumbsUp: true,
    notes: 'Pineapple **on top**',
    mealImages: [{ url: fileUrl, caption: 'Three tacos' }],
  });
  const tag = await callApi<{ _id: string }>(request, token, 'POST', '/api/tags', {
    name: 'Street food',
  });
  await callApi(request, token, 'POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id });

  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Your data' }).click();
  await page.getByRole('button', { name: 'Export my data' }).click();
  const downloadButton = page.getByRole('button', { name: 'Download zip' });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await downloadButton.click();
  const download = await downloading;
  const zip = {
    name: download.suggestedFilename(),
    mimeType: 'application/zip',
    buffer: await readFile(await download.path()),
  };
  const exported = await unzip(zip.buffer);
  const photoBytes = exported.get(`photos/${fileUrl.split('/').pop()}`)!;

  const second = await browser.newContext();
  const other = await second.newPage();
  const { token: otherToken } = await signUpAndLogIn(other, second.request, 'Casey Import Hale');
  await other.goto('/profile');
  await other.getByRole('tab', { name: 'Your data' }).click();
  const importSection = other.getByRole('region', { name: 'Import a Dining Diary export' });
  await importSection.getByLabel('Export zip (.zip file)').setInputFiles(zip);
  await importSection.getByRole('button', { name: 'Import' }).click();
  await expect(
    importSection.getByText('1 meal, 1 restaurant, 1 tag, 1 photo imported.'),
  ).toBeVisible({ timeout: 30_000 });

  await other.goto('/meals');
  await other
    .getByRole('link', { name: /Al pastor tacos/ })
    .first()
    .click();
  await expect(other.getByRole('heading', { name: 'Al pastor tacos' })).toBeVisible();
  await expect(other.getByText('Taqueria Round Trip').first()).toBeVisible();
  await expect(other.getByText('Street food').first()).toBeVisible();

  const [imported] = await callApi<{ mealImages: { url: string; caption: string }[] }[]>(
    second.request,
    otherToken,
    'GET',
    '/api/meals',
  );
  expect(imported!.mealImages).toEqual([
    expect.objectContaining({ caption: 'Three tacos', isPrimary: true }),
  ]);
  expect(imported!.mealImages[0]!.url).not.toBe(fileUrl);
  const restored = await second.request.get(imported!.mealImages[0]!.url);
  expect(Buffer.from(await restored.body()).equals(photoBytes)).toBe(true);

  // Importing the same file again adds nothing.
  await other.goto('/profile');
  await other.getByRole('tab', { name: 'Your data' }).click();
  await importSection.getByLabel('Export zip (.zip file)').setInputFiles(zip);
  await importSection.getByRole('button', { name: 'Import' }).click();
  await expect(importSection.getByText('Nothing new to import.')).toBeVisible({
    timeout: 30_000,
  });
  expect(await callApi<unknown[]>(second.request, otherToken, 'GET', '/api/meals')).toHaveLength(1);
  await second.close();
});
