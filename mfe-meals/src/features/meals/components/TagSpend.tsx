import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LIST_PARAMS, inDiary, spentText } from '@dd/diary-ui';
import { useCurrentDiary } from '@dd/shell-kit';
import { timelineStatsQuery } from '../api/timelineQueries';
import { ALL_TIME } from '../model/timelineUrl';
import styles from './TagSpend.module.css';

/**
 * What the meals carrying a tag cost, all time, whatever the list's other
 * filters: "Spent $412 · 3 meals without a price". Nothing while it loads,
 * fails, or none of them has a price.
 */
export function TagSpend({ tagId }: { tagId: string }) {
  const { diaryId } = useCurrentDiary();
  const params = inDiary(DEFAULT_LIST_PARAMS, diaryId);
  const stats = useQuery(timelineStatsQuery({ params, tagId, range: ALL_TIME }));
  const spent = stats.data?.spend ? spentText(stats.data.spend) : null;
  return spent ? <p className={styles.spent}>{spent}</p> : null;
}
