import { useParams } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** `/reset-password/:token`: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  return (
    <AuthCard title="Reset Password">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
