import type { ChangePasswordRequest, ProfileResponse, UpdateProfileRequest } from '@dd/contracts';
import { ApiError, apiRequest } from '@dd/shell-kit';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';

/** A password change may hand back a fresh token: the old ones stop working (product spec §4 keeps the session signed in). */
export type ChangePasswordResponse = { token?: string; message?: string } | undefined;

/**
 * Spec §8: a failed update is logged and rethrown with the profile failure
 * text, except the refusal of an e-mail change's current password (400, or
 * 429 after too many), whose server message tells the user what to fix.
 */
export async function updateProfile(input: UpdateProfileRequest): Promise<ProfileResponse> {
  try {
    return await apiRequest<ProfileResponse>('/api/auth/profile', { method: 'PUT', body: input });
  } catch (error) {
    console.error('Profile update failed', error);
    const passwordRefused =
      input.currentPassword !== undefined &&
      error instanceof ApiError &&
      (error.status === 400 || error.status === 429);
    throw new Error(passwordRefused ? error.message : PROFILE_UPDATE_FAILED, { cause: error });
  }
}

export function changePassword(input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/api/auth/password', { method: 'PUT', body: input });
}
