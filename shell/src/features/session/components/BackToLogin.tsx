import { Link } from 'react-router';
import styles from './AuthForm.module.css';

/** The footer of the password screens: the way back to the log-in page. */
export function BackToLogin() {
  return (
    <p className={styles.footer}>
      <Link to="/login" className={styles.link}>
        Back to login
      </Link>
    </p>
  );
}
