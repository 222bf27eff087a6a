import { Link, useLocation } from 'react-router';
import { useSession } from '@dd/shell-kit';
import { LOG_MEAL_LABEL, LOG_MEAL_PATH, offersLogMeal } from './logMealTarget';
import styles from './LogMealAction.module.css';

/**
 * "Log a meal" on every signed-in page but the forms: a button in the
 * navigation bar on wide screens, a floating button in thumb's reach on phones.
 */
export function LogMealAction({ placement }: { placement: 'nav' | 'floating' }) {
  const { pathname } = useLocation();
  const { isSignedIn } = useSession();
  if (!isSignedIn || !offersLogMeal(pathname)) return null;
  return placement === 'nav' ? (
    <Link to={LOG_MEAL_PATH} className={styles.navButton}>
      {LOG_MEAL_LABEL}
    </Link>
  ) : (
    <Link to={LOG_MEAL_PATH} className={styles.floating} aria-label={LOG_MEAL_LABEL}>
      <span aria-hidden="true" className={styles.plus} />
    </Link>
  );
}
