import type { AuthUser } from '@dd/contracts';
import type { ImageEntry } from '@dd/ui-kit';
import { sameImages, toImageEntries } from './userImages';

/**
 * What the Edit Profile form edits and compares with the last saved values.
 * `currency` is undefined for an account from before prices until the
 * browser's locale's is known; left undefined, it is not sent.
 */
export type ProfileValues = {
  fullName: string;
  email: string;
  userImages: ImageEntry[];
  currency?: string;
};

export function profileValuesOf(
  user: Pick<AuthUser, 'fullName' | 'email' | 'userImages' | 'currency'> | null,
): ProfileValues {
  return {
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    userImages: toImageEntries(user?.userImages ?? []),
    currency: user?.currency,
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
    values.currency !== baseline.currency ||
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
