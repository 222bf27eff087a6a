import { useLocation } from 'react-router';
import { SESSION_ENDED_MESSAGE, signInReturnOf } from '@dd/shell-kit';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import styles from '../components/AuthForm.module.css';

/**
 * `/login`: signs in, then opens the diary at /meals, or, when a session
 * ended under a page, says so and returns to that page.
 */
export function LoginPage() {
  const sessionEnded = signInReturnOf(useLocation().state) !== null;
  return (
    <AuthCard title="Sign in to your account">
      {sessionEnded && (
        <p role="status" className={styles.notice}>
          {SESSION_ENDED_MESSAGE}
        </p>
      )}
      <LoginForm />
    </AuthCard>
  );
}
