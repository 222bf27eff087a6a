import type { QueryClient } from '@tanstack/react-query';
import { diariesQuery } from '@dd/shell-kit';

/**
 * The diary a signed-in user's page is rendered in: the one the navigation
 * named (DIARY_COOKIE) when the API's list of the user's diaries holds it,
 * else the personal one (null). The list goes with the page, for the nav's
 * diary switcher. The cookie only chooses; the API's answer decides.
 */
export async function renderedDiary(
  client: QueryClient,
  named: string | null,
): Promise<string | null> {
  const diaries = await client.fetchQuery(diariesQuery()).catch(() => undefined);
  if (!named || !diaries) return null;
  return diaries.some((diary) => diary._id === named && !diary.personal) ? named : null;
}
