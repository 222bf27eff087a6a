import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DiaryListBody, localDiaryDate, type DiaryListParams } from '@dd/diary-ui';
import { timelinePagesQuery } from '../api/timelineQueries';
import { useDateRangeUrlState } from '../hooks/useTimelineUrlState';
import { timelineEmptyText } from '../model/timelineTexts';
import { DateRangePicker } from './DateRangePicker';
import { TimelineMonths } from './TimelineMonths';
import { TimelineStats } from './TimelineStats';

export type TimelineViewProps = {
  /** The list's filter and search (useListUrlState). */
  params: DiaryListParams;
  tagId: string | null;
};

/**
 * /meals?view=timeline: a period (`?from=&to=`), its figures, and the meals
 * in it by month and day, paged by the server as the grid is.
 */
export function TimelineView({ params, tagId }: TimelineViewProps) {
  const { range, setRange } = useDateRangeUrlState();
  const query = { params, tagId, range };
  const list = useInfiniteQuery({
    ...timelinePagesQuery(query),
    // Another period or filter keeps the current days until its answer arrives.
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <DateRangePicker range={range} today={localDiaryDate()} onChange={setRange} />
      <TimelineStats query={query} />
      <DiaryListBody
        resource="meals"
        list={list}
        emptyText={timelineEmptyText(params, tagId, range)}
      >
        {(meals) => (
          <TimelineMonths
            meals={meals}
            range={range}
            busy={list.isPlaceholderData}
            onShowMonth={(month) => setRange(month)}
          />
        )}
      </DiaryListBody>
    </>
  );
}
