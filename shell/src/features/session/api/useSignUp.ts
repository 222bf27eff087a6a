import { useMutation } from '@tanstack/react-query';
import { sessionStore } from '@dd/shell-kit';
import { signUp } from './authApi';

/** Creates the account and signs in with a remembered session (product spec §4: sign-up keeps the token in localStorage). */
export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    onSuccess: (token) => sessionStore.signIn(token, { persistent: true }),
  });
}
