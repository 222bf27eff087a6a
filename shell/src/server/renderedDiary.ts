import type { QueryClient } from '@tanstack/react-query';
import { canWriteIn } from '@dd/shell-kit';
import { diariesQuery } from '@dd/shell-kit/diaries';

/** The diary a page is rendered in (null: the personal one) and whether its user may write there. */
export type RenderedDiary = { diaryId: string | null; writable: boolean };

const PERSONAL: RenderedDiary = { diaryId: null, writable: true };

/**
 * The diary a signed-in user's page is rendered in: the one the navigation
 * named (DIARY_COOKIE) when the API's list of the user's diaries holds it,
 * else the personal one (null). The list goes with the page, for the nav's
 * diary switcher. The cookie only chooses; the API's answer decides.
 */
export async function renderedDiary(
  client: QueryClient,
  named: string | null,
): Promise<RenderedDiary> {
  const diaries = await client.fetchQuery(diariesQuery()).catch(() => undefined);
  if (!named || !diaries) return PERSONAL;
  const diary = diaries.find((listed) => listed._id === named && !listed.personal);
  return diary ? { diaryId: diary._id, writable: canWriteIn(diary) } : PERSONAL;
}
