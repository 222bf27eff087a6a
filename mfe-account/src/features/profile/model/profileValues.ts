import type { AuthUser } from '@dd/contracts';
import type { ImageEntry } from '@dd/ui-kit';
import { sameImages, toImageEntries } from './userImages';

/** What the Edit Profile form edits and compares with the last saved values. */
export type ProfileValues = { fullName: string; email: string; userImages: ImageEntry[] };

export function profileValuesOf(
  user: Pick<AuthUser, 'fullName' | 'email' | 'userImages'> | null,
): ProfileValues {
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    userImages: toImageEntries(user?.userImages ?? []),
  };
}

/** The values as they would be saved: surrounding spaces do not count as a change. */
export function normaliseProfile(values: ProfileValues): ProfileValues {
  return { ...values, fullName: values.fullName.trim(), email: values.email.trim() };
}

export function profileDiffers(values: ProfileValues, baseline: ProfileValues): boolean {
  return (
    values.fullName !== baseline.fullName ||
    values.email !== baseline.email ||
    !sameImages(values.userImages, baseline.userImages)
  );
}

/**
 * Whether saving `values` moves the account to another address, which the
 * server lets through only with the current password. A change of case is not
 * one: addresses compare case-insensitively.
 */
export function emailChanges(values: ProfileValues, baseline: ProfileValues): boolean {
  return values.email.trim().toLowerCase() !== baseline.email.trim().toLowerCase();
}
