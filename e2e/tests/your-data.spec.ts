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

  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Change Password' })).toBeVisible();
  await page.getByRole('tab', { name: 'Your data' }).click();
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
