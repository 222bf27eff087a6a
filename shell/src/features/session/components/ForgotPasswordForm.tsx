import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, ErrorText, Form, FormFields, Input } from '@dd/ui-kit';
import { useRequestPasswordReset } from '../api/usePasswordReset';
import styles from './AuthForm.module.css';

const REQUEST_FAILED = 'Failed to process your request. Please try again.';

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    requestReset.mutate(email);
  };

  return (
    <Form onSubmit={handleSubmit}>
      <p className={styles.lead}>
        Enter your account&apos;s email and we will send you a link to choose a new password.
      </p>
      <FormFields disabled={requestReset.isPending}>
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormFields>
      {requestReset.isSuccess && (
        <div className={styles.success} role="status">
          <p>{requestReset.data.message}</p>
          <p>Check your email for a password reset link.</p>
        </div>
      )}
      {requestReset.isError && <ErrorText>{REQUEST_FAILED}</ErrorText>}
      <Button type="submit" fullWidth loading={requestReset.isPending}>
        Send reset link
      </Button>
      <p className={styles.footer}>
        <Link to="/login" className={styles.link}>
          Back to login
        </Link>
      </p>
    </Form>
  );
}
