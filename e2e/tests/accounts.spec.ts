import { expect, test, type Page } from '@playwright/test';
import {
  logInThroughUi,
  newAccount,
  readOutbox,
  readResetLinkPath,
  signUpViaApi,
  storedTokens,
} from '../support/accounts';
import { createRestaurant, signUpAndLogIn } from '../support/diary';

const userMenu = (page: Page, firstName: string) =>
  page.getByRole('button', { name: new RegExp(`Hi, ${firstName}`) });

async function logOut(page: Page, firstName: string): Promise<void> {
  await userMenu(page, firstName).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('signing up opens /meals remembered; logging out returns to /login with both stores empty', async ({
  page,
}) => {
  const account = newAccount('Jordan Avery Blake');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Full name/).fill(account.fullName);
  await page.getByLabel(/^Password/).fill(account.password);
  const createAccount = page.getByRole('button', { name: 'Create account' });
  await page.getByLabel(/^Confirm password/).fill(`${account.password}x`);
  await expect(createAccount).toBeDisabled();
  await page.getByLabel(/^Confirm password/).fill(account.password);
  await page.getByRole('checkbox', { name: /product updates/ }).check();
  await createAccount.click();

  await expect(page).toHaveURL(/\/meals$/);
  await expect(userMenu(page, 'Jordan')).toBeVisible();
  const stored = await storedTokens(page);
  expect(stored.local).toBeTruthy();
  expect(stored.session).toBeNull();

  await logOut(page, 'Jordan');
  expect(await storedTokens(page)).toEqual({ local: null, session: null });
  await page.goto('/meals');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing up again with a taken email shows the sign-up failure', async ({ page, request }) => {
  const account = newAccount();
  await signUpViaApi(request, account);
  await page.goto('/signup');
  await page.getByLabel(/^Email/).fill(account.email.toUpperCase());
  await page.getByLabel(/^Full name/).fill('Someone Else');
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm password/).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sign Up Failed - Try Again');
  await expect(page).toHaveURL(/\/signup$/);
});

test('logging in keeps the token in localStorage with remember me and in sessionStorage without', async ({
  browser,
  request,
}) => {
  const account = newAccount('Casey Morgan');
  await signUpViaApi(request, account);

  const remembered = await browser.newPage();
  await logInThroughUi(remembered, account.email, account.password, { rememberMe: true });
  await expect(remembered).toHaveURL(/\/meals$/);
  const rememberedTokens = await storedTokens(remembered);
  expect(rememberedTokens.local).toBeTruthy();
  expect(rememberedTokens.session).toBeNull();
  await remembered.close();

  const perTab = await browser.newPage();
  await logInThroughUi(perTab, account.email, account.password);
  await expect(perTab).toHaveURL(/\/meals$/);
  await expect(userMenu(perTab, 'Casey')).toBeVisible();
  const perTabTokens = await storedTokens(perTab);
  expect(perTabTokens.session).toBeTruthy();
  expect(perTabTokens.local).toBeNull();
  await perTab.close();
});

test('a wrong password shows the log-in failure and stays on /login', async ({ page, request }) => {
  const account = newAccount();
  await signUpViaApi(request, account);
  await logInThroughUi(page, account.email, `${account.password}-wrong`);
  await expect(page.getByRole('alert')).toHaveText('Log In Failed - Try Again');
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedTokens(page)).toEqual({ local: null, session: null });
});

test('a forgotten password is reset through the e-mailed link; the old password stops working', async ({
  page,
  request,
}) => {
  const account = newAccount('Taylor Quinn');
  await signUpViaApi(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Check your email for a password reset link.',
  );

  const linkPath = await readResetLinkPath(request, account.email);
  await page.goto(linkPath);
  const newPassword = `${account.password}-new`;
  await page.getByLabel(/^New Password/).fill(newPassword);
  await page.getByLabel(/^Confirm Password/).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel(/^Confirm Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Password reset successful! Redirecting to login...',
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  // The link is single-use.
  await page.goto(linkPath);
  await page.getByLabel(/^New Password/).fill('another-password-1');
  await page.getByLabel(/^Confirm Password/).fill('another-password-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Log In Failed - Try Again');
  await logInThroughUi(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/meals$/);
});

test('a profile update shows in the user menu greeting and survives a reload', async ({
  page,
  request,
}) => {
  const account = newAccount('Riley Stone');
  await signUpViaApi(request, account);
  await logInThroughUi(page, account.email, account.password, { rememberMe: true });
  await expect(page).toHaveURL(/\/meals$/);

  await userMenu(page, 'Riley').click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit Profile' });
  const update = form.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();

  await form.getByLabel(/^Full name/).fill('Morgan Riley Stone');
  await expect(update).toBeEnabled();
  await update.click();
  await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(update).toBeDisabled();
  await expect(userMenu(page, 'Morgan')).toBeVisible();

  await page.reload();
  await expect(userMenu(page, 'Morgan')).toBeVisible();
  await expect(
    page.getByRole('form', { name: 'Edit Profile' }).getByLabel(/^Full name/),
  ).toHaveValue('Morgan Riley Stone');
});

test('changing the password refuses a mismatch, then takes effect for the next log-in', async ({
  page,
  request,
}) => {
  const account = newAccount('Alex Rowan');
  await signUpViaApi(request, account);
  await logInThroughUi(page, account.email, account.password, { rememberMe: true });
  await expect(page).toHaveURL(/\/meals$/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Change Password' }).click();

  const form = page.getByRole('form', { name: 'Change Password' });
  const newPassword = `${account.password}-changed`;
  await form.getByLabel(/^Current password/).fill(account.password);
  await form.getByLabel(/^New password/).fill(newPassword);
  await form.getByLabel(/^Confirm new password/).fill(`${newPassword}x`);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('New passwords do not match.');

  await form.getByLabel(/^Confirm new password/).fill(newPassword);
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password updated successfully!');
  await expect(form.getByLabel(/^Current password/)).toHaveValue('');

  // Still signed in with the session's own token.
  await page.reload();
  await expect(userMenu(page, 'Alex')).toBeVisible();

  await logOut(page, 'Alex');
  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Log In Failed - Try Again');
  await logInThroughUi(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/meals$/);
});

test('changing the email asks the current password, ends the other sessions and tells the old address', async ({
  page,
  request,
}) => {
  const account = newAccount('Jamie Lane');
  const otherSession = await signUpViaApi(request, account);
  const asOtherSession = { authorization: `Bearer ${otherSession}` };
  const newEmail = newAccount().email;

  // The bearer token alone no longer moves the account.
  const tokenOnly = await request.put('/api/auth/profile', {
    headers: asOtherSession,
    data: { fullName: account.fullName, email: newEmail },
  });
  expect(tokenOnly.status()).toBe(400);
  expect(await tokenOnly.json()).toEqual({ message: expect.any(String) });

  await logInThroughUi(page, account.email, account.password, { rememberMe: true });
  await expect(page).toHaveURL(/\/meals$/);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Edit Profile' });
  const update = form.getByRole('button', { name: 'Update' });
  const currentPassword = form.getByLabel(/^Current password/);
  await expect(currentPassword).toHaveCount(0);
  await form.getByLabel(/^Full name/).fill('Jamie Lane Ortiz');
  await expect(currentPassword).toHaveCount(0);

  await form.getByLabel(/^Email/).fill(newEmail);
  await expect(currentPassword).toBeVisible();
  await expect(currentPassword).toHaveAttribute('required', '');
  await currentPassword.fill(`${account.password}-wrong`);
  await update.click();
  await expect(form.getByRole('alert')).toHaveText('Current password is incorrect');
  expect((await request.get('/api/tags', { headers: asOtherSession })).status()).toBe(200);
  expect(await readOutbox(request, account.email)).toEqual([]);

  await currentPassword.fill(account.password);
  await update.click();
  await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
  await expect(currentPassword).toHaveCount(0);
  await expect(update).toBeDisabled();

  // This tab keeps its session with the token of the answer; the others are over.
  await page.reload();
  await expect(userMenu(page, 'Jamie')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit Profile' }).getByLabel(/^Email/)).toHaveValue(
    newEmail,
  );
  expect((await request.get('/api/tags', { headers: asOtherSession })).status()).toBe(401);

  await expect
    .poll(async () => (await readOutbox(request, account.email))[0]?.subject, {
      message: `the e-mail change notice to ${account.email}`,
      timeout: 10_000,
    })
    .toBe('Your Dining Diary email address was changed');
  expect((await readOutbox(request, account.email))[0].text).toContain(newEmail);

  await logOut(page, 'Jamie');
  await logInThroughUi(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('Log In Failed - Try Again');
  await logInThroughUi(page, newEmail, account.password);
  await expect(page).toHaveURL(/\/meals$/);
});

test('a session that ends under a page says so at log-in, then returns to that page', async ({
  page,
  request,
}) => {
  const { account, token } = await signUpAndLogIn(page, request);
  const restaurant = await createRestaurant(request, token, { name: 'Harbor Noodle Bar' });
  await page.goto(`/restaurants/${restaurant._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Noodle Bar' })).toBeVisible();
  const session = await page.evaluate(() => localStorage.getItem('token'));

  // The session is ended elsewhere (a log-out on another device revokes the token).
  const logout = await request.post('/api/auth/logout', {
    headers: { authorization: `Bearer ${session}` },
  });
  expect(logout.status()).toBe(200);
  expect(await logout.json()).toEqual({ message: 'Logged out' });
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Please log in again.');
  await logInThroughUi(page, account.email, account.password, { navigate: false });
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Noodle Bar' })).toBeVisible();

  // Signed in, /login and /signup lead to the diary.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/meals$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/meals$/);
});
