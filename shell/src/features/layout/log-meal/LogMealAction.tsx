import { Link, useLocation } from 'react-router';
import { useCurrentDiary, useSession } from '@dd/shell-kit';
import { LOG_MEAL_LABEL, LOG_MEAL_PATH, offersLogMeal } from './logMealTarget';
import styles from './LogMealAction.module.css';

/**
 * "Log a meal" on every signed-in page but the forms: a button in the
 * navigation bar on wide screens; on phones, a bar docked at the bottom of the
 * screen, in thumb's reach. The bar takes its own strip (it is in the page's
 * flow and sticks to the screen's bottom), so it never floats over content.
 * Not offered in a diary where the user is a viewer.
 */
export function LogMealAction({ placement }: { placement: 'nav' | 'docked' }) {
  const { pathname } = useLocation();
  const { isSignedIn } = useSession();
  const { writable } = useCurrentDiary();
  if (!isSignedIn || !writable || !offersLogMeal(pathname)) return null;
  return placement === 'nav' ? (
    <Link to={LOG_MEAL_PATH} className={styles.navButton}>
      {LOG_MEAL_LABEL}
    </Link>
  ) : (
    <div className={styles.dock} data-docked-bar="">
      <Link to={LOG_MEAL_PATH} className={styles.dockedButton}>
        <span aria-hidden="true" className={styles.plus} />
        {LOG_MEAL_LABEL}
      </Link>
    </div>
  );
}
