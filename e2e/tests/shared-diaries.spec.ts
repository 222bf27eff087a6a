import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInThroughUi, newAccount, readOutbox, signUpViaApi } from '../support/accounts';
import { expectAccessibleInBothThemes } from '../support/axe';
import { signUpAndLogIn } from '../support/diary';

// Issue 46: a diary shared by a household, on a phone and a desktop. The owner
// creates "Home" and invites a second account by e-mail; the invited person
// opens the mailed link signed out, signs in from it, comes back to it and
// accepts; the owner sees them among the members and removes them.
const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** The path of the newest invitation link mailed to `email` (its origin is the app's configured one). */
async function readInvitePath(request: APIRequestContext, email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await readOutbox(request, email);
        path = newest?.text.match(/\/invites\/[A-Za-z0-9_-]+/)?.[0];
        return path;
      },
      { message: `an invitation e-mail to ${email} in the sandbox outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return path!;
}

/** The page settled: no request under way, nothing still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const device of DEVICES) {
  test.describe(`on a ${device.name}`, () => {
    test.use({ viewport: device.viewport });

    test('an owner shares a diary with a second account, who accepts; the owner removes them', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await signUpAndLogIn(page, request, 'Olga Owner');
      const invited = newAccount('Nia Newcomer');
      await signUpViaApi(request, invited);

      // The user menu (in the phone's menu) leads to the section; with no shared diary it explains them.
      if (device.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: /Hi, Olga/ }).click();
      await page.getByRole('menuitem', { name: 'Shared diaries' }).click();
      await expect(page).toHaveURL(/\/profile\?tab=shared-diaries$/);
      const section = page.getByRole('region', { name: 'Shared diaries' });
      await expect(section.getByText(/You have no shared diary yet/)).toBeVisible();
      await expectAccessibleInBothThemes(page, 'Shared diaries, empty', settled);

      await page.getByRole('textbox', { name: 'Name' }).fill('Home');
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      const home = page.getByRole('article', { name: /^Home/ });
      await expect(home.getByRole('heading', { name: 'Home Owner' })).toBeVisible();

      await home.getByRole('textbox', { name: 'E-mail' }).fill(invited.email);
      await home.getByRole('button', { name: 'Send invitation' }).click();
      await expect(home.getByText(`Invitation sent to ${invited.email}`)).toBeVisible();
      await expect(home.getByRole('list', { name: 'Pending invitations' })).toContainText(
        invited.email,
      );
      await expectAccessibleInBothThemes(
        page,
        'Shared diaries, a diary with an invitation',
        settled,
      );

      // The invited person opens the mailed link in a browser of their own, signed out.
      const invitePath = await readInvitePath(request, invited.email);
      const theirs = await browser.newContext({
        viewport: device.viewport,
        serviceWorkers: 'block',
      });
      const guest = await theirs.newPage();
      await guest.goto(invitePath);
      await expect(guest.getByRole('heading', { level: 1, name: 'Invitation' })).toBeVisible();
      await expect(guest.getByText('Olga invited you to Home as editor')).toBeVisible();
      await expect(guest.getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
      await expectAccessibleInBothThemes(guest, 'an invitation, signed out', settled);
      await guest.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expect(guest).toHaveURL(/\/login\?next=/);
      await logInThroughUi(guest, invited.email, invited.password, { navigate: false });
      await expect(guest).toHaveURL(new RegExp(`${invitePath}$`));
      await expect(guest.getByText('Olga invited you to Home as editor')).toBeVisible();
      await expectAccessibleInBothThemes(guest, 'an invitation, signed in', settled);
      await guest.getByRole('button', { name: 'Accept invitation' }).click();
      await expect(guest.getByRole('status')).toHaveText('You joined Home as editor.');
      await guest.getByRole('link', { name: 'Go to Shared diaries' }).click();
      const joined = guest.getByRole('article', { name: /^Home/ });
      await expect(joined.getByRole('heading', { name: 'Home Editor' })).toBeVisible();
      await expect(joined.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

      // The owner sees the new member (and no invitation waiting any more), then removes them.
      await page.reload();
      const members = home.getByRole('list', { name: 'Members' });
      await expect(members.getByRole('listitem')).toHaveCount(2);
      await expect(home.getByRole('combobox', { name: 'Role of Nia' })).toHaveValue('editor');
      await expect(home.getByText('No invitation is waiting for an answer.')).toBeVisible();
      await expectAccessibleInBothThemes(page, 'Shared diaries, a diary with two members', settled);
      await home.getByRole('button', { name: 'Remove Nia' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove member' });
      await expect(dialog).toContainText('Remove Nia from Home?');
      await dialog.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Nia removed.')).toBeVisible();
      await expect(members.getByRole('listitem')).toHaveCount(1);

      // And for Nia the diary is gone.
      await guest.reload();
      await expect(guest.getByText(/You have no shared diary yet/)).toBeVisible();
      await theirs.close();
      expect(owner.account.email).not.toBe(invited.email);
    });
  });
}
