import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newAccount, readOutbox, signUpViaApi, type Account } from '../support/accounts';
import { callApi, signUpAndLogIn, type Named } from '../support/diary';

// Issue 46: what each member of a shared diary sees, on a phone. An editor
// and the owner both log meals in "Home" and each sees the other's; a
// viewer sees them with who added them and no control that would change
// them; a viewer removed by the owner loses the diary in the tab they have
// open.
const PHONE = { width: 390, height: 844 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** `account` joins `diaryId` as `role`: the owner invites, the mailed link's token is accepted. */
async function join(
  request: APIRequestContext,
  ownerToken: string,
  diaryId: string,
  account: Account,
  token: string,
  role: 'editor' | 'viewer',
): Promise<void> {
  await callApi(request, ownerToken, 'POST', `/api/diaries/${diaryId}/invites`, {
    email: account.email,
    role,
  });
  let inviteToken: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = await readOutbox(request, account.email);
      inviteToken = newest?.text.match(/\/invites\/([A-Za-z0-9_-]+)/)?.[1];
      return inviteToken;
    })
    .toBeTruthy();
  await callApi(request, token, 'POST', `/api/invites/${inviteToken}/accept`);
}

const switcherNamed = (page: Page, diary: string) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `Diary: ${diary}`, exact: true });

async function switchTo(page: Page, from: string, choice: string): Promise<void> {
  await switcherNamed(page, from).tap();
  const dialog = page.getByRole('dialog', { name: 'Switch diary' });
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: 'Switch', exact: true }).tap();
  await expect(dialog).toHaveCount(0);
}

async function expectAccessibleInBothThemes(page: Page, what: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByText('Added by Eddie')).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect
      .soft(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' | ')}`),
        `axe violations on ${what}, ${theme} theme`,
      )
      .toEqual([]);
  }
}

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
  await join(request, ownerToken, home._id, editor, editorToken, 'editor');

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
  await join(request, ownerToken, home._id, viewer, viewerToken, 'viewer');
  await page.reload();
  await switchTo(page, 'My diary', 'Home · viewer');
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
  await expectAccessibleInBothThemes(page, "a viewer's meal page");

  // Removed by the owner, the viewer's open tab loses Home at its next request.
  const members = await callApi<{ userId: string; firstName: string }[]>(
    request,
    ownerToken,
    'GET',
    `/api/diaries/${home._id}/members`,
  );
  const vi = members.find((member) => member.firstName === 'Vi')!;
  await callApi(request, ownerToken, 'DELETE', `/api/diaries/${home._id}/members/${vi.userId}`);
  await page.getByRole('link', { name: 'Meals', exact: true }).first().tap();
  await expect(
    page.getByText('That shared diary is no longer available to you. Showing My diary.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Friday curry' })).toHaveCount(0);
});
