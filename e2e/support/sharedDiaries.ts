import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readOutbox, type Account } from './accounts';
import { callApi } from './diary';

/** The nav's diary switcher while `diary` is the current diary. */
export const switcherNamed = (page: Page, diary: string) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: `Diary: ${diary}`, exact: true });

/** Switches from `from` to the diary whose radio is named `choice` ("Home · owner"), by taps on the nav's switcher. */
export async function switchDiary(page: Page, from: string, choice: string): Promise<void> {
  await switcherNamed(page, from).tap();
  const dialog = page.getByRole('dialog', { name: 'Switch diary' });
  await dialog.getByRole('radio', { name: choice }).check();
  await dialog.getByRole('button', { name: 'Switch', exact: true }).tap();
  await expect(dialog).toHaveCount(0);
}

/** `account` (signed in as `token`) joins `diaryId` as `role`: the owner invites, the mailed link's token is accepted. */
export async function joinDiary(
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

/** Removes the member first-named `firstName` from `diaryId`, as its owner. */
export async function removeMember(
  request: APIRequestContext,
  ownerToken: string,
  diaryId: string,
  firstName: string,
): Promise<void> {
  const members = await callApi<{ userId: string; firstName: string }[]>(
    request,
    ownerToken,
    'GET',
    `/api/diaries/${diaryId}/members`,
  );
  const member = members.find((each) => each.firstName === firstName);
  expect(member, `${firstName} among the members`).toBeDefined();
  await callApi(request, ownerToken, 'DELETE', `/api/diaries/${diaryId}/members/${member!.userId}`);
}
