import { isDiaryId, type PageState } from '@dd/contracts';
import { sessionStore, type ServerSessionValue } from '@dd/shell-kit';

/**
 * The session the page's HTML was rendered with, as the browser hydrates it:
 * the rendered user with this browser's token when they are the browser's
 * signed-in user; null for a page rendered signed out, or for another user
 * (the browser then renders the page anew rather than hydrate another's).
 * It carries the diary the lists were rendered in (useCurrentDiary's server snapshot).
 */
export function renderedFor(state: PageState | null): ServerSessionValue | null {
  const token = sessionStore.getToken();
  const user = state?.user;
  if (!user || !token || sessionStore.getUser()?.id !== user.id) return null;
  const diaryId = isDiaryId(state.diaryId) ? state.diaryId : null;
  return { token, user, diaryId, diaryWritable: diaryId === null || state.diaryWritable !== false };
}
