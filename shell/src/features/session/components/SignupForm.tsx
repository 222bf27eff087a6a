import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@dd/contracts';
import { afterSignInPath, defaultCurrency } from '@dd/shell-kit';
import { Checkbox, EmailInput, Input, PasswordInput, SubmitForm, useFormValues } from '@dd/ui-kit';
import { useSignUp } from '../api/useSignUp';
import { useSignInLink } from '../hooks/useReturnPath';
import styles from './AuthForm.module.css';

const SIGN_UP_FAILED = 'Sign Up Failed - Try Again';
const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters`;
const PASSWORD_TOO_SHORT = `Your password needs at least ${PASSWORD_MIN_LENGTH} characters`;

type SignupValues = {
  email: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  newsletter: boolean;
};

const emptyValues: SignupValues = {
  email: '',
  fullName: '',
  password: '',
  confirmPassword: '',
  newsletter: false,
};

export function SignupForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const signUp = useSignUp();
  const loginLink = useSignInLink('/login');
  const [passwordError, setPasswordError] = useState<string>();
  const passwordField = useRef<HTMLInputElement>(null);
  const { values, edit } = useFormValues(emptyValues, () => {
    // Spec §2: the failure text goes away as soon as the user edits a field.
    if (signUp.isError) signUp.reset();
    setPasswordError(undefined);
  });
  const passwordsDiffer = values.password !== values.confirmPassword;

  // Fetches the locale currency's rule while the form is filled in, not on submit.
  useEffect(() => void defaultCurrency(null).catch(() => undefined), []);

  const handleSubmit = () => {
    if (passwordsDiffer) return;
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      // Refused here, so the spec's failure text stays for the server's refusals.
      setPasswordError(PASSWORD_TOO_SHORT);
      passwordField.current?.focus();
      return;
    }
    const { email, fullName, password, newsletter } = values;
    signUp.mutate(
      { email, fullName, password, newsletter },
      { onSuccess: () => navigate(afterSignInPath(null, location.search)) },
    );
  };

  return (
    <SubmitForm
      onSubmit={handleSubmit}
      pending={signUp.isPending}
      error={signUp.isError && SIGN_UP_FAILED}
      submitLabel="Create account"
      submitDisabled={passwordsDiffer}
      footer={
        <p className={styles.footer}>
          Already have an account?{' '}
          <Link to={loginLink} className={styles.link}>
            Log in
          </Link>
        </p>
      }
    >
      <EmailInput value={values.email} onChange={edit('email')} />
      <Input
        label="Full name"
        name="fullName"
        autoComplete="name"
        required
        value={values.fullName}
        onChange={edit('fullName')}
      />
      <PasswordInput
        label="Password"
        name="password"
        purpose="new"
        ref={passwordField}
        value={values.password}
        onChange={edit('password')}
        hint={PASSWORD_RULE}
        error={passwordError}
      />
      <PasswordInput
        label="Confirm password"
        name="confirmPassword"
        purpose="new"
        value={values.confirmPassword}
        onChange={edit('confirmPassword')}
        hint={passwordsDiffer && values.confirmPassword ? 'Passwords do not match' : undefined}
      />
      <Checkbox
        className={styles.checkbox}
        label="Send me product updates by email"
        name="newsletter"
        checked={values.newsletter}
        onChange={edit('newsletter')}
      />
    </SubmitForm>
  );
}
