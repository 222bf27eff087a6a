import { useBreadcrumbOverride } from '@dd/shell-kit';
import { Page } from '@dd/ui-kit';

const PROFILE_CRUMBS = [{ label: 'Profile' }];

export function EditProfilePage() {
  useBreadcrumbOverride(PROFILE_CRUMBS);
  return <Page title="Edit Profile" />;
}
