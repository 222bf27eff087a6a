import { Link } from 'react-router';
import { useSession } from '@dd/shell-kit';
import { buttonClassName } from '@dd/ui-kit';
import { LOG_MEAL_LABEL, LOG_MEAL_PATH } from '../../layout';
import styles from './DiaryShortcuts.module.css';

/** For a signed-in visitor of `/`: the way into the diary, above the marketing content. */
export function DiaryShortcuts() {
  const { isSignedIn, user } = useSession();
  if (!isSignedIn) return null;
  const firstName = user?.fullName.trim().split(/\s+/)[0];
  return (
    <section className={styles.shortcuts} aria-label="Your diary">
      <p className={styles.greeting}>
        {firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'}
      </p>
      <div className={styles.actions}>
        <Link to="/meals" className={buttonClassName({ size: 'lg' })}>
          Go to your diary
        </Link>
        <Link to={LOG_MEAL_PATH} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          {LOG_MEAL_LABEL}
        </Link>
      </div>
    </section>
  );
}
