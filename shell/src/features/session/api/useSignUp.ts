import { useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@dd/contracts';
import { defaultCurrency, sessionStore } from '@dd/shell-kit';
import { signUp } from './authApi';

/** Creates the account and signs in with a remembered session (product spec §4: sign-up keeps the token in localStorage). */
export function useSignUp() {
  return useMutation({
    mutationFn: signUpInLocaleCurrency,
    onSuccess: (token) => sessionStore.signIn(token, { persistent: true }),
  });
}

/**
 * The account's currency is the browser's locale's (issue 44). Should its
 * rule fail to load, the account is made without one: meals then fall back
 * on the locale anyway.
 */
async function signUpInLocaleCurrency(input: Omit<SignupRequest, 'currency'>) {
  const currency = await defaultCurrency(null).catch(() => undefined);
  return signUp({ ...input, ...(currency && { currency }) });
}
