import { useCallback, useSyncExternalStore } from 'react';
import { useServerSession } from '../session/ServerSession';
import { useSession } from '../session/useSession';
import { currentDiaryStore } from './currentDiaryStore';

export type CurrentDiary = {
  /** The current diary's id; null for the personal diary. */
  diaryId: string | null;
  /** Whether the user may add, edit and delete its records (not a viewer). */
  writable: boolean;
  /** Switches to `diaryId` (null: the personal diary). */
  switchTo(diaryId: string | null): void;
};

/**
 * The signed-in user's current diary. Its server snapshot is the diary the
 * page was rendered for, so hydration reads what the server's render did;
 * React then re-renders with this browser's choice if that is another.
 */
export function useCurrentDiary(): CurrentDiary {
  const { user } = useSession();
  const rendered = useServerSession();
  const userId = user?.id ?? null;
  const diaryId = useSyncExternalStore(
    currentDiaryStore.subscribe,
    () => currentDiaryStore.get(userId),
    () => (rendered && rendered.user.id === userId ? (rendered.diaryId ?? null) : null),
  );
  const writable = useSyncExternalStore(
    currentDiaryStore.subscribe,
    currentDiaryStore.isWritable,
    () => (rendered && rendered.user.id === userId ? (rendered.diaryWritable ?? true) : true),
  );
  const switchTo = useCallback(
    (next: string | null) => {
      if (userId) currentDiaryStore.set(userId, next);
    },
    [userId],
  );
  return { diaryId, writable, switchTo };
}
