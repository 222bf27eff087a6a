import { sessionStore } from '../session/sessionStore';
import { currentDiaryStore } from './currentDiaryStore';

/**
 * The end of a query key of diary `diaryId`: nothing for the personal diary
 * (its keys stay as they were before diaries), `{ diaryId }` for another,
 * so no two diaries share a cache entry (the persisted cache neither).
 */
export function diaryKeyPart(diaryId: string | null): [] | [{ diaryId: string }] {
  return diaryId ? [{ diaryId }] : [];
}

/** `path` asking for diary `diaryId` (`diaryId=` in its query); unchanged for the personal diary. */
export function inDiaryPath(path: string, diaryId: string | null): string {
  if (!diaryId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}diaryId=${encodeURIComponent(diaryId)}`;
}

/** A create's body for diary `diaryId`; unchanged for the personal diary (the API's default). */
export function withDiaryId<T extends object>(body: T, diaryId: string | null): T {
  return diaryId ? { ...body, diaryId } : body;
}

/** The signed-in user's current diary now: where a create made at this moment goes. */
export function currentDiaryNow(): string | null {
  return currentDiaryStore.get(sessionStore.getUser()?.id);
}
