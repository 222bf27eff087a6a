import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TokenResponse } from '@dd/contracts';
import { EmailInput, PasswordInput, SubmitForm } from '@dd/ui-kit';
import { apiRequest, sessionStore } from '@dd/shell-kit';
import styles from './StandaloneSignIn.module.css';

const LOG_IN_FAILED = 'Log In Failed - Try Again';

/**
 * /login of a remote running alone: the shell's log-in page is not there, and
 * the remote's pages need a session on this origin. Signs in for this tab,
 * then opens the remote's home page.
 */
export function StandaloneSignIn({ home }: { home: string }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const handleSubmit = async () => {
    setBusy(true);
    setError(null);
    try {
      const token = await apiRequest<TokenResponse>('/api/auth/login', {
        method: 'POST',
        body: { email, password },
      });
      sessionStore.signIn(token, { persistent: false });
      void navigate(home, { replace: true });
    } catch {
      setError(LOG_IN_FAILED);
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <SubmitForm
        className={styles.card}
        aria-labelledby="standalone-sign-in"
        onSubmit={handleSubmit}
        pending={busy}
        lead={
          <>
            <h1 id="standalone-sign-in" className={styles.title}>
              Log In
            </h1>
            <p className={styles.hint}>This part of Dining Diary is running on its own.</p>
          </>
        }
        error={error}
        submitLabel="Log In"
        pendingLabel="Logging in..."
      >
        <EmailInput value={email} onChange={(event) => setEmail(event.target.value)} />
        <PasswordInput
          label="Password"
          name="password"
          purpose="current"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </SubmitForm>
    </main>
  );
}
