import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useRuntimeConfig } from '@dd/shell-kit';
import { ImageStorageProvider } from '@dd/ui-kit';
import { EditProfilePage } from './features/profile/routes/EditProfilePage';
import { TagsPage } from './features/tags/routes/TagsPage';

/** Uploaded images fall back to the storage bucket of the shell's runtime config. */
function UploadsStorage({ children }: { children: ReactNode }) {
  const { storageUrl } = useRuntimeConfig();
  return <ImageStorageProvider value={storageUrl}>{children}</ImageStorageProvider>;
}

/**
 * Exposed as `mfe_account/routes`. It owns two top-level pages, so its mount
 * point is the site root: the shell renders it for /profile and /tags only.
 */
export default function AccountRoutes() {
  return (
    <UploadsStorage>
      <Routes>
        <Route path="profile" element={<EditProfilePage />} />
        <Route path="tags" element={<TagsPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </UploadsStorage>
  );
}
