import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { DiaryListBody, localDiaryDate, type DiaryListParams } from '@dd/diary-ui';
import { timelinePagesQuery } from '../api/timelineQueries';
import { useDateRangeUrlState } from '../hooks/useTimelineUrlState';
import { timelineEmptyText } from '../model/timelineTexts';
import { ReviewLink } from '../../review';
import { DateRangePicker } from './DateRangePicker';
import { TimelineMonths } from './TimelineMonths';
import { TimelineStats } from './TimelineStats';
import type { DateRange } from '../model/timelineUrl';

export type TimelineViewProps = {
  /** The list's filter and search (useListUrlState). */
  params: DiaryListParams;
  tagId: string | null;
};

/** The year of the period when it lies in one, else this year. */
function reviewYearOf(range: DateRange, today: string): number {
  const years = [range.from, range.to].filter(Boolean).map((date) => Number(date!.slice(0, 4)));
  const year = years[0];
  return year !== undefined && years.every((other) => other === year)
    ? year
    : Number(today.slice(0, 4));
}

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

  const today = localDiaryDate();
  return (
    <>
      <DateRangePicker range={range} today={today} onChange={setRange} />
      <TimelineStats query={query} action={<ReviewLink year={reviewYearOf(range, today)} />} />
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
