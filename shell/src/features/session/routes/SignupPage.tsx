import { AuthCard } from '../components/AuthCard';
import { SignupForm } from '../components/SignupForm';

/** `/signup`: creates the account, then opens the diary at /meals. */
export function SignupPage() {
  return (
    <AuthCard title="Create your account">
      <SignupForm />
    </AuthCard>
  );
}
