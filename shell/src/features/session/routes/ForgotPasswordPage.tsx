import { AuthCard } from '../components/AuthCard';

export function ForgotPasswordPage() {
  return <AuthCard title="Forgot Password" />;
}
