import type { LoginRequest, MessageResponse, SignupRequest, TokenResponse } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';

// Spec §7: sign-up never sends the confirm field, log-in never sends rememberMe; both
// answer the token itself.

export function signUp(input: SignupRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/signup', { method: 'POST', body: input });
}

export function logIn(credentials: LoginRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/login', { method: 'POST', body: credentials });
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
  });
}

export function resetPassword({
  token,
  password,
}: {
  token: string;
  password: string;
}): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
}
