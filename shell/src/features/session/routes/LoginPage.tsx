import { AuthCard } from '../components/AuthCard';

export function LoginPage() {
  return <AuthCard title="Sign in to your account" />;
}
