import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Account {
  email: string;
  fullName: string;
  password: string;
}

/**
 * The sandbox captures the auth service's e-mails (its outbox). `npm test`
 * passes its address; a stack started by hand uses the default sandbox port.
 */
export const sandboxUrl = process.env.E2E_SANDBOX_URL ?? 'http://127.0.0.1:3010';

export function newAccount(fullName = 'Robin Ellis Park'): Account {
  const id = randomUUID().slice(0, 12);
  return { email: `e2e-${id}@example.test`, fullName, password: `Pw-${randomUUID()}` };
}

/** Creates the account through the API, for journeys that are not about signing up. */
export async function signUpViaApi(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/signup', {
    data: {
      email: account.email,
      fullName: account.fullName,
      password: account.password,
      newsletter: false,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  // Spec §7: the answer is the token itself, a JSON string.
  const token: unknown = await response.json();
  expect(typeof token, 'sign-up answers the token as a JSON string').toBe('string');
  return token as string;
}

/** Logs in through the /login page (opened first, unless `navigate` is false: the page is there). */
export async function logInThroughUi(
  page: Page,
  email: string,
  password: string,
  { rememberMe = false, navigate = true } = {},
): Promise<void> {
  if (navigate) await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  if (rememberMe) await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Where the page keeps the session token: which store holds it. */
export function storedTokens(
  page: Page,
): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(() => ({
    local: localStorage.getItem('token'),
    session: sessionStorage.getItem('token'),
  }));
}

export interface OutboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The mail the sandbox captured for `email`, newest first. */
export async function readOutbox(
  request: APIRequestContext,
  email: string,
): Promise<OutboxMessage[]> {
  const response = await request.get(
    `${sandboxUrl}/outbox/messages?to=${encodeURIComponent(email)}`,
  );
  return response.ok() ? ((await response.json()) as OutboxMessage[]) : [];
}

/** The path of the newest reset link mailed to `email` (the link's origin is the app's configured one). */
export async function readResetLinkPath(
  request: APIRequestContext,
  email: string,
): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const [newest] = await readOutbox(request, email);
        path = newest?.text.match(/\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
        return path;
      },
      { message: `a reset e-mail to ${email} in the sandbox outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return path!;
}
