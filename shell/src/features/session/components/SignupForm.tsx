import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ErrorText, Form, FormFields, Input, useFormValues } from '@dd/ui-kit';
import { useSignUp } from '../api/useSignUp';
import { CheckboxField } from './CheckboxField';
import styles from './AuthForm.module.css';

const SIGN_UP_FAILED = 'Sign Up Failed - Try Again';

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
  const signUp = useSignUp();
  const { values, edit } = useFormValues(emptyValues, () => {
    // Spec §2: the failure text goes away as soon as the user edits a field.
    if (signUp.isError) signUp.reset();
  });
  const passwordsDiffer = values.password !== values.confirmPassword;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (passwordsDiffer) return;
    const { email, fullName, password, newsletter } = values;
    signUp.mutate(
      { email, fullName, password, newsletter },
      { onSuccess: () => navigate('/meals') },
    );
  };

  return (
    <Form onSubmit={handleSubmit}>
      <FormFields disabled={signUp.isPending}>
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={edit('email')}
        />
        <Input
          label="Full name"
          name="fullName"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={edit('fullName')}
        />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={edit('password')}
        />
        <Input
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={edit('confirmPassword')}
          hint={passwordsDiffer && values.confirmPassword ? 'Passwords do not match' : undefined}
        />
        <CheckboxField
          label="Send me product updates by email"
          name="newsletter"
          checked={values.newsletter}
          onChange={edit('newsletter')}
        />
      </FormFields>
      {signUp.isError && <ErrorText>{SIGN_UP_FAILED}</ErrorText>}
      <Button type="submit" fullWidth disabled={passwordsDiffer} loading={signUp.isPending}>
        Create account
      </Button>
      <p className={styles.footer}>
        Already have an account?{' '}
        <Link to="/login" className={styles.link}>
          Log in
        </Link>
      </p>
    </Form>
  );
}
