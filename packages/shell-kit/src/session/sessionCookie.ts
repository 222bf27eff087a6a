import { SESSION_COOKIE } from '@dd/contracts';

/**
 * Gives the web tier the session's token on page navigations (SESSION_COOKIE),
 * so that it can render the user's first screen into the page. SameSite=Strict:
 * another site's link or form never carries it. A remembered session's cookie
 * lasts as long as the token (`expiresAt`, seconds); a session kept per tab
 * ends with the browser.
 */
export function writeSessionCookie(
  token: string,
  { persistent, expiresAt }: { persistent: boolean; expiresAt: number | null },
): void {
  if (typeof document === 'undefined') return;
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', 'SameSite=Strict'];
  if (persistent && expiresAt !== null)
    parts.push(`Expires=${new Date(expiresAt * 1000).toUTCString()}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function clearSessionCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${SESSION_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`;
}
