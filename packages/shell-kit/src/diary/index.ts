export { currentDiaryStore } from './currentDiaryStore';
export { useCurrentDiary, type CurrentDiary } from './useCurrentDiary';
export { canWriteIn, diaryIn, DIARIES_QUERY_KEY } from './diaries';
export { currentDiaryNow, diaryKeyPart, inDiaryPath, withDiaryId } from './diaryScope';
