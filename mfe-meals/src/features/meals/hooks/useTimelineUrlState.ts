import { useSearchParams } from 'react-router';
import {
  readDateRange,
  readMealsView,
  withDateRange,
  withMealsView,
  type DateRange,
  type MealsView,
} from '../model/timelineUrl';

/**
 * /meals' view (`?view=timeline`, the grid by default) in the URL: a switch is
 * a new history entry, so Back returns to the other view. The list's filter,
 * search, tag and range parameters stay as they are.
 */
export function useMealsView() {
  const [searchParams, setSearchParams] = useSearchParams();
  return {
    view: readMealsView(searchParams),
    setView: (view: MealsView) => setSearchParams((current) => withMealsView(current, view)),
  };
}

/**
 * The timeline's period (`?from=&to=`) in the URL. A preset is a new history
 * entry; typing in a date field replaces the current one (`replace`), so
 * Back does not walk through every keystroke.
 */
export function useDateRangeUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  return {
    range: readDateRange(searchParams),
    setRange: (range: DateRange, { replace = false }: { replace?: boolean } = {}) =>
      setSearchParams((current) => withDateRange(current, range), { replace }),
  };
}
