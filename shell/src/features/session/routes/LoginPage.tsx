import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';

/** `/login`: signs in, then opens the diary at /meals. */
export function LoginPage() {
  return (
    <AuthCard title="Sign in to your account">
      <LoginForm />
    </AuthCard>
  );
}
