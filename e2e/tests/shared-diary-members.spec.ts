import { expect, test } from '@playwright/test';
import { newAccount, signUpViaApi } from '../support/accounts';
import { expectAccessibleInBothThemes } from '../support/axe';
import { callApi, signUpAndLogIn, type Named } from '../support/diary';
import { joinDiary, removeMember, switchDiary } from '../support/sharedDiaries';

// Issue 46: what each member of a shared diary sees, on a phone. An editor
// and the owner both log meals in "Home" and each sees the other's; a
// viewer sees them with who added them and no control that would change
// them; a viewer removed by the owner loses the diary in the tab they have
// open.
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

test("members see each other's meals; a viewer sees who added them and no edit controls, and loses the diary when removed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = newAccount('Olga Owner');
  const ownerToken = await signUpViaApi(request, owner);
  const editor = newAccount('Eddie Editor');
  const editorToken = await signUpViaApi(request, editor);
  const home = await callApi<Named>(request, ownerToken, 'POST', '/api/diaries', { name: 'Home' });
  await joinDiary(request, ownerToken, home._id, editor, editorToken, 'editor');

  // Both members log a meal in Home; each reads the other's there.
  await callApi(request, ownerToken, 'POST', '/api/meals', {
    name: 'Sunday roast',
    date: '2026-11-29',
    diaryId: home._id,
  });
  const curry = await callApi<Named>(request, editorToken, 'POST', '/api/meals', {
    name: 'Friday curry',
    date: '2026-12-04',
    diaryId: home._id,
    isThumbsUp: true,
  });
  for (const token of [ownerToken, editorToken]) {
    const meals = await callApi<Named[]>(request, token, 'GET', `/api/meals?diaryId=${home._id}`);
    expect(meals.map((meal) => meal.name).sort()).toEqual(['Friday curry', 'Sunday roast']);
  }

  // The viewer, signed in on a phone, switches to Home.
  const { account: viewer, token: viewerToken } = await signUpAndLogIn(page, request, 'Vi Viewer');
  await joinDiary(request, ownerToken, home._id, viewer, viewerToken, 'viewer');
  await page.reload();
  await switchDiary(page, 'My diary', 'Home · viewer');
  await expect(page.getByRole('heading', { name: 'Friday curry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sunday roast' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Meal' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Options for/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Friday curry' }).first().tap();
  await expect(page).toHaveURL(new RegExp(`/meals/${curry._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Friday curry' })).toBeVisible();
  await expect(page.getByText('Added by Eddie')).toBeVisible();
  await expect(page.getByRole('button', { name: 'More actions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Would order again' })).toBeDisabled();
  await expectAccessibleInBothThemes(page, "a viewer's meal page", (reloaded) =>
    expect(reloaded.getByText('Added by Eddie')).toBeVisible(),
  );

  // Removed by the owner, the viewer's open tab loses Home at its next request.
  await removeMember(request, ownerToken, home._id, 'Vi');
  await page.getByRole('link', { name: 'Meals', exact: true }).first().tap();
  await expect(
    page.getByText('That shared diary is no longer available to you. Showing My diary.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Friday curry' })).toHaveCount(0);
});
