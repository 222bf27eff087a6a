import { useEffect, useSyncExternalStore } from 'react';
import { canWriteIn, currentDiaryStore, diaryIn, useCurrentDiary } from '@dd/shell-kit';
import { useDiaryFallback } from '@dd/shell-kit/diaries';
import { Toast, useFleetingMessage } from '@dd/ui-kit';
import { DIARY_LOST_NOTICE } from './diaryLabels';
import { DiarySwitcher } from './DiarySwitcher';

/** How long the fall-back notice stays: long enough to read twice. */
const LOST_NOTICE_MS = 8000;

/** Says once that the current diary went away and the personal one shows instead. */
function DiaryLostNotice() {
  const lost = useSyncExternalStore(
    currentDiaryStore.subscribe,
    currentDiaryStore.wasLost,
    () => false,
  );
  const { message, show, hold } = useFleetingMessage<string>(LOST_NOTICE_MS);
  useEffect(() => {
    if (!lost) return;
    show(DIARY_LOST_NOTICE);
    currentDiaryStore.acknowledgeLost();
  }, [lost, show]);
  return <Toast message={message} onHoldChange={hold} />;
}

/**
 * The signed-in user's diary switcher, shown once they belong to more than
 * one diary, and the keeper of the current diary: it falls back to the
 * personal diary when the current one goes away (useDiaryFallback), and
 * tells the store whether the user may write there (a viewer may not).
 */
export function CurrentDiarySwitcher() {
  const { diaryId, switchTo } = useCurrentDiary();
  const diaries = useDiaryFallback(diaryId).data;
  const current = diaries && diaryIn(diaries, diaryId);
  // What the user's role allows in the current diary, for the controls outside this cache's reach.
  useEffect(() => {
    if (current) currentDiaryStore.setWritable(canWriteIn(current));
  }, [current]);
  return (
    <>
      {diaries && diaries.length > 1 && (
        <DiarySwitcher diaries={diaries} diaryId={diaryId} onSwitch={switchTo} />
      )}
      <DiaryLostNotice />
    </>
  );
}
