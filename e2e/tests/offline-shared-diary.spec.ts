import { expect, test, type Page } from '@playwright/test';
import { newAccount, signUpViaApi } from '../support/accounts';
import { controlledByActivatedWorker, storedAnswersMention } from '../support/device';
import { callApi, signUpAndLogIn, type Named } from '../support/diary';
import { joinDiary, removeMember, switchDiary } from '../support/sharedDiaries';

// Issue 46 §5 on a phone, offline: the device keeps its pages per user and
// per diary, so a page kept for one diary never paints in another; and a
// meal logged offline in a shared diary the writer is then removed from
// shows on the sync page with the server's own message.
test.use({
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
});

/** Which diary the worker's kept pages belong to now (null: the personal one); undefined before any owner. */
function keptPagesDiary(page: Page): Promise<string | null | undefined> {
  return page.evaluate(async () => {
    const record = await (await caches.open('dd-pages-owner')).match('/__dd/kept-pages-owner');
    return record ? ((await record.json()) as { diaryId: string | null }).diaryId : undefined;
  });
}

/** The /meals page the worker keeps, as text ('' when none). */
function keptMealsHtml(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const kept = await (await caches.open('dd-pages')).match('/meals');
    return kept ? kept.text() : '';
  });
}

test('a page kept while one diary was shown never paints in another, offline', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpAndLogIn(page, request, 'Kept Diary Ito');
  await callApi(request, token, 'POST', '/api/meals', { name: 'Own omelette', date: '2026-12-01' });
  const home = await callApi<Named>(request, token, 'POST', '/api/diaries', { name: 'Home' });
  await callApi(request, token, 'POST', '/api/meals', {
    name: 'Home hotpot',
    date: '2026-12-02',
    diaryId: home._id,
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Own omelette' }).first()).toBeVisible();
  await controlledByActivatedWorker(page);
  await expect.poll(() => storedAnswersMention(page, 'Own omelette')).toBe(true);

  // Home's list, rendered by the web tier and kept by the worker for Home.
  await switchDiary(page, 'My diary', 'Home · owner');
  await expect.poll(() => keptPagesDiary(page)).toBe(home._id);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Home hotpot' }).first()).toBeVisible();
  await expect.poll(() => keptMealsHtml(page)).toContain('Home hotpot');

  // Back to My diary, then no network: the kept page is Home's, so it comes without its render.
  await switchDiary(page, 'Home', 'My diary');
  await expect.poll(() => keptPagesDiary(page)).toBeNull();
  await context.setOffline(true);
  const painted = page.waitForResponse((response) => new URL(response.url()).pathname === '/meals');
  await page.reload({ waitUntil: 'commit' });
  expect(await (await painted).text()).not.toContain('Home hotpot');
  await expect(page.getByRole('link', { name: 'Own omelette' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home hotpot' })).toHaveCount(0);
});

test("a meal logged offline in a shared diary its writer is then removed from shows the server's message", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount('Olga Owner');
  const ownerToken = await signUpViaApi(request, owner);
  const home = await callApi<Named>(request, ownerToken, 'POST', '/api/diaries', { name: 'Home' });
  const { account, token } = await signUpAndLogIn(page, request, 'Eddie Editor');
  await joinDiary(request, ownerToken, home._id, account, token, 'editor');
  await page.reload();
  await controlledByActivatedWorker(page);
  await switchDiary(page, 'My diary', 'Home · editor');

  await context.setOffline(true);
  await page.goto('/meals/new');
  const form = page.getByRole('form', { name: 'Meal' });
  await form.getByLabel(/^Meal Name/).fill('Last supper at Home');
  await form.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page).toHaveURL(/\/meals$/);
  await expect(page.getByRole('link', { name: /unsynced/ })).toBeVisible();

  // Meanwhile the owner removes Eddie from Home.
  await removeMember(request, ownerToken, home._id, 'Eddie');

  await context.setOffline(false);
  const notSynced = page.getByRole('link', { name: /not synced/ });
  await expect(notSynced).toBeVisible({ timeout: 20_000 });
  await notSynced.click();
  await expect(page).toHaveURL(/\/sync$/);
  const refused = page.getByRole('listitem').filter({ hasText: 'Last supper at Home' });
  await expect(refused).toContainText('Refused by the server: Diary not found');
  await refused.getByRole('button', { name: /^Discard/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Last supper at Home' })).toHaveCount(
    0,
  );
  expect(
    await callApi<Named[]>(request, ownerToken, 'GET', `/api/meals?diaryId=${home._id}`),
  ).toEqual([]);
});
