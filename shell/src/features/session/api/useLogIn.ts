import { useMutation } from '@tanstack/react-query';
import { sessionStore } from '@dd/shell-kit';
import type { LoginRequest } from '@dd/contracts';
import { logIn } from './authApi';

export type LogInVariables = LoginRequest & { rememberMe: boolean };

/** Logs in; rememberMe chooses localStorage over this tab's sessionStorage and is not sent (product spec §4, §7). */
export function useLogIn() {
  return useMutation({
    mutationFn: ({ email, password }: LogInVariables) => logIn({ email, password }),
    onSuccess: (token, { rememberMe }) => sessionStore.signIn(token, { persistent: rememberMe }),
  });
}
