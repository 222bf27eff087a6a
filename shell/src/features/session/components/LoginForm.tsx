import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { afterSignInPath } from '@dd/shell-kit';
import { Button, ErrorText, Form, FormFields, Input, useFormValues } from '@dd/ui-kit';
import { useLogIn } from '../api/useLogIn';
import { CheckboxField } from './CheckboxField';
import styles from './AuthForm.module.css';

const LOG_IN_FAILED = 'Log In Failed - Try Again';

type LoginValues = { email: string; password: string; rememberMe: boolean };

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogIn();
  const { values, edit } = useFormValues<LoginValues>(
    { email: '', password: '', rememberMe: false },
    () => {
      if (logIn.isError) logIn.reset();
    },
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    logIn.mutate(values, { onSuccess: () => navigate(afterSignInPath(location.state)) });
  };

  return (
    <Form onSubmit={handleSubmit}>
      <FormFields disabled={logIn.isPending}>
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
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={edit('password')}
        />
        <div className={styles.row}>
          <CheckboxField
            label="Remember me"
            name="rememberMe"
            checked={values.rememberMe}
            onChange={edit('rememberMe')}
          />
          <Link to="/forgot-password" className={styles.link}>
            Forgot password?
          </Link>
        </div>
      </FormFields>
      {logIn.isError && <ErrorText>{LOG_IN_FAILED}</ErrorText>}
      <Button type="submit" fullWidth loading={logIn.isPending}>
        Log In
      </Button>
      <p className={styles.footer}>
        New to Dining Diary?{' '}
        <Link to="/signup" className={styles.link}>
          Create an account
        </Link>
      </p>
    </Form>
  );
}
