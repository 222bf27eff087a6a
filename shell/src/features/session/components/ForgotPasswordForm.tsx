import { useState } from 'react';
import { EmailInput, SubmitForm } from '@dd/ui-kit';
import { useRequestPasswordReset } from '../api/usePasswordReset';
import { BackToLogin } from './BackToLogin';
import styles from './AuthForm.module.css';

const REQUEST_FAILED = 'Failed to process your request. Please try again.';

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const handleSubmit = () => requestReset.mutate(email);

  return (
    <SubmitForm
      onSubmit={handleSubmit}
      pending={requestReset.isPending}
      lead={
        <p className={styles.lead}>
          Enter your account&apos;s email and we will send you a link to choose a new password.
        </p>
      }
      feedback={
        requestReset.isSuccess && (
          <div className={styles.success} role="status">
            <p>{requestReset.data.message}</p>
            <p>Check your email for a password reset link.</p>
          </div>
        )
      }
      error={requestReset.isError && REQUEST_FAILED}
      submitLabel="Send reset link"
      footer={<BackToLogin />}
    >
      <EmailInput value={email} onChange={(event) => setEmail(event.target.value)} />
    </SubmitForm>
  );
}
