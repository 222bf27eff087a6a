import { AuthCard } from '../components/AuthCard';

export function ResetPasswordPage() {
  return <AuthCard title="Reset Password" />;
}
