import { Navigate, Route, Routes } from 'react-router';
import { DiscoverPage } from './features/discover/routes/DiscoverPage';

/** Exposed as `mfe_discover/routes`; the shell mounts it at /restaurants/nearby. */
export default function DiscoverRoutes() {
  return (
    <Routes>
      <Route index element={<DiscoverPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
