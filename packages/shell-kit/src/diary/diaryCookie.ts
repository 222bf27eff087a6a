import { DIARY_COOKIE } from '@dd/contracts';

/**
 * Names the current diary to the web tier on page navigations (DIARY_COOKIE),
 * so its render shows the lists the browser will hydrate. SameSite=Strict,
 * as the session's cookie; it ends with the browser (the choice itself is
 * kept in localStorage and written again on the next visit).
 */
export function writeDiaryCookie(diaryId: string): void {
  if (typeof document === 'undefined') return;
  const parts = [`${DIARY_COOKIE}=${diaryId}`, 'Path=/', 'SameSite=Strict'];
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function clearDiaryCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${DIARY_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`;
}
