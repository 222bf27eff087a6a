import { AuthCard } from '../components/AuthCard';

export function SignupPage() {
  return <AuthCard title="Create your account" />;
}
