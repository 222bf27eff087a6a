import { useSearchParams } from 'react-router';
import { PROFILE_TAB_PARAM, SHARED_DIARIES_TAB, YOUR_DATA_TAB } from '@dd/contracts';
import { useBreadcrumbOverride, useSession } from '@dd/shell-kit';
import { loadable, Page } from '@dd/ui-kit';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { EditProfileForm } from '../components/EditProfileForm';
import { ProfileTabs } from '../components/ProfileTabs';
import styles from '../components/Profile.module.css';

const PROFILE_CRUMBS = [{ label: 'Profile' }];

// Beyond the spec's two tabs: export and account deletion, loaded when first opened.
const YourDataPanel = loadable(() => import('../../your-data').then((module) => module.default));
// Issue 46: the diaries kept with others, their members and invitations.
const SharedDiariesPanel = loadable(() =>
  import('../../shared-diaries').then((module) => module.default),
);

/** `/profile`: the signed-in user's details and password, one tab each, their data and their shared diaries. */
export function EditProfilePage() {
  useBreadcrumbOverride(PROFILE_CRUMBS);
  const { user } = useSession();
  const [search] = useSearchParams();
  const tab = search.get(PROFILE_TAB_PARAM);

  return (
    <Page title="Edit Profile">
      {user && (
        <div className={styles.layout}>
          <ProfileTabs
            // Keyed: a link to another tab (the user menu's "Your data") opens it.
            key={tab ?? undefined}
            label="Profile settings"
            initialSlug={tab}
            tabs={[
              { label: 'Edit Profile', content: <EditProfileForm user={user} /> },
              { label: 'Change Password', content: <ChangePasswordForm /> },
              {
                label: 'Your data',
                slug: YOUR_DATA_TAB,
                lazy: true,
                content: <YourDataPanel fallback={null} />,
              },
              {
                label: 'Shared diaries',
                slug: SHARED_DIARIES_TAB,
                lazy: true,
                content: <SharedDiariesPanel fallback={null} />,
              },
            ]}
          />
        </div>
      )}
    </Page>
  );
}
