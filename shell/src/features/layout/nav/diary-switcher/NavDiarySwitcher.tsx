import { AppQueries } from '../../../../app/query/QueryOutlet';
import { CurrentDiarySwitcher } from './CurrentDiarySwitcher';

/** The switcher in the nav, which sits outside the pages' query cache: it is given the same cache. */
export function NavDiarySwitcher() {
  return (
    <AppQueries>
      <CurrentDiarySwitcher />
    </AppQueries>
  );
}
