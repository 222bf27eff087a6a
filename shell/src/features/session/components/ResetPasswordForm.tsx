import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@dd/shell-kit';
import { ErrorText, PasswordInput, SubmitForm } from '@dd/ui-kit';
import { useResetPassword } from '../api/usePasswordReset';
import { BackToLogin } from './BackToLogin';
import styles from './AuthForm.module.css';

/** Spec §9: the success text stays this long before the page moves on to /login. */
export const REDIRECT_AFTER_RESET_MS = 3000;
const PASSWORDS_DIFFER = 'Passwords do not match';
const RESET_FAILED = 'Failed to reset password. The link may be invalid or expired.';

/** The server's own message for a refused reset (used or expired link); the fallback when there is none. */
function failureText(error: Error): string {
  return error instanceof ApiError && error.status < 500 ? error.message : RESET_FAILED;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);

  useEffect(() => {
    if (!resetPassword.isSuccess) return;
    const timer = setTimeout(() => navigate('/login'), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [resetPassword.isSuccess, navigate]);

  const handleSubmit = () => {
    const differ = password !== confirmPassword;
    setMismatch(differ);
    if (differ) return;
    resetPassword.mutate({ token, password });
  };

  if (resetPassword.isSuccess) {
    return (
      <div className={styles.success} role="status">
        <p>Password reset successful! Redirecting to login...</p>
      </div>
    );
  }

  return (
    <SubmitForm
      onSubmit={handleSubmit}
      pending={resetPassword.isPending}
      feedback={mismatch && <ErrorText>{PASSWORDS_DIFFER}</ErrorText>}
      error={resetPassword.isError && failureText(resetPassword.error)}
      submitLabel="Reset Password"
      footer={<BackToLogin />}
    >
      <PasswordInput
        label="New Password"
        name="password"
        purpose="new"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordInput
        label="Confirm Password"
        name="confirmPassword"
        purpose="new"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
    </SubmitForm>
  );
}
