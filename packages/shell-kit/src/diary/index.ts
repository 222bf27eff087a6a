export { currentDiaryStore } from './currentDiaryStore';
export { useCurrentDiary, type CurrentDiary } from './useCurrentDiary';
export { useDiaryFallback } from './useDiaryFallback';
export { canWriteIn, diariesQuery, diaryIn, DIARIES_QUERY_KEY } from './diariesQuery';
export { currentDiaryNow, diaryKeyPart, inDiaryPath, withDiaryId } from './diaryScope';
