import { Navigate, Route, Routes } from 'react-router';
import { DelayedDeleteProvider, UploadsStorage } from '@dd/diary-ui';
import { EditProfilePage } from './features/profile/routes/EditProfilePage';
import { TagsPage } from './features/tags/routes/TagsPage';

/**
 * Exposed as `mfe_account/routes`. It owns two top-level pages, so its mount
 * point is the site root: the shell renders it for /profile and /tags only.
 */
export default function AccountRoutes() {
  return (
    <UploadsStorage>
      <DelayedDeleteProvider>
        <Routes>
          <Route path="profile" element={<EditProfilePage />} />
          <Route path="tags" element={<TagsPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </DelayedDeleteProvider>
    </UploadsStorage>
  );
}
