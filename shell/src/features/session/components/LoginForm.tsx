import { Link, useLocation, useNavigate } from 'react-router';
import { afterSignInPath } from '@dd/shell-kit';
import { Checkbox, EmailInput, PasswordInput, SubmitForm, useFormValues } from '@dd/ui-kit';
import { useLogIn } from '../api/useLogIn';
import { useSignInLink } from '../hooks/useReturnPath';
import styles from './AuthForm.module.css';

const LOG_IN_FAILED = 'Log In Failed - Try Again';

type LoginValues = { email: string; password: string; rememberMe: boolean };

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogIn();
  const signupLink = useSignInLink('/signup');
  const { values, edit } = useFormValues<LoginValues>(
    { email: '', password: '', rememberMe: false },
    () => {
      if (logIn.isError) logIn.reset();
    },
  );

  const handleSubmit = () => {
    logIn.mutate(values, {
      onSuccess: () => navigate(afterSignInPath(location.state, location.search)),
    });
  };

  return (
    <SubmitForm
      onSubmit={handleSubmit}
      pending={logIn.isPending}
      error={logIn.isError && LOG_IN_FAILED}
      submitLabel="Log In"
      footer={
        <p className={styles.footer}>
          New to Dining Diary?{' '}
          <Link to={signupLink} className={styles.link}>
            Create an account
          </Link>
        </p>
      }
    >
      <EmailInput value={values.email} onChange={edit('email')} />
      <PasswordInput
        label="Password"
        name="password"
        purpose="current"
        value={values.password}
        onChange={edit('password')}
      />
      <div className={styles.row}>
        <Checkbox
          className={styles.checkbox}
          label="Remember me"
          name="rememberMe"
          checked={values.rememberMe}
          onChange={edit('rememberMe')}
        />
        <Link to="/forgot-password" className={styles.link}>
          Forgot password?
        </Link>
      </div>
    </SubmitForm>
  );
}
