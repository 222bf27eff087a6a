import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

/** `/forgot-password`: asks the server to e-mail a reset link. */
export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot Password">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
