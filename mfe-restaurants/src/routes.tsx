import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ListStatus } from '@dd/diary-ui';
import { useRuntimeConfig } from '@dd/shell-kit';
import { ImageStorageProvider } from '@dd/ui-kit';
import { RestaurantListPage } from './features/restaurants/routes/RestaurantListPage';

/**
 * A page fetched on first visit, so the remote entry plus the list route stay
 * small (issue budget: 40 KB gzip); `pick` selects the module's named export.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage() {
    return (
      <Suspense fallback={<ListStatus kind="loading" text="Loading..." />}>
        <Page />
      </Suspense>
    );
  };
}

const RestaurantDetailPage = lazyPage(
  () => import('./features/restaurants/routes/RestaurantDetailPage'),
  (module) => module.RestaurantDetailPage,
);
const AddRestaurantPage = lazyPage(
  () => import('./features/restaurant-editor/routes/AddRestaurantPage'),
  (module) => module.AddRestaurantPage,
);
const EditRestaurantPage = lazyPage(
  () => import('./features/restaurant-editor/routes/EditRestaurantPage'),
  (module) => module.EditRestaurantPage,
);

/** Uploaded images fall back to the storage bucket of the shell's runtime config. */
function UploadsStorage({ children }: { children: ReactNode }) {
  const { storageUrl } = useRuntimeConfig();
  return <ImageStorageProvider value={storageUrl}>{children}</ImageStorageProvider>;
}

/** Exposed as `mfe_restaurants/routes`; the shell mounts it at /restaurants/*. */
export default function RestaurantsRoutes() {
  return (
    <UploadsStorage>
      <Routes>
        <Route index element={<RestaurantListPage />} />
        <Route path="new" element={<AddRestaurantPage />} />
        <Route path=":id" element={<RestaurantDetailPage />} />
        <Route path=":id/edit" element={<EditRestaurantPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </UploadsStorage>
  );
}
