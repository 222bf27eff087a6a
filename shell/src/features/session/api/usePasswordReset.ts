import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resetPassword } from './authApi';

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
