import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ListStatus } from '@dd/diary-ui';
import { useRuntimeConfig } from '@dd/shell-kit';
import { ImageStorageProvider } from '@dd/ui-kit';
import { MealListPage } from './features/meals/routes/MealListPage';

/**
 * A page fetched on first visit, so the remote entry plus the list route stay
 * small (issue budget: 40 KB gzip) and react-markdown loads with the detail
 * page only; `pick` selects the module's named export.
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

const MealDetailPage = lazyPage(
  () => import('./features/meals/routes/MealDetailPage'),
  (module) => module.MealDetailPage,
);
const AddMealPage = lazyPage(
  () => import('./features/meals/routes/AddMealPage'),
  (module) => module.AddMealPage,
);
const EditMealPage = lazyPage(
  () => import('./features/meals/routes/EditMealPage'),
  (module) => module.EditMealPage,
);

/** Uploaded images fall back to the storage bucket of the shell's runtime config. */
function UploadsStorage({ children }: { children: ReactNode }) {
  const { storageUrl } = useRuntimeConfig();
  return <ImageStorageProvider value={storageUrl}>{children}</ImageStorageProvider>;
}

/** Exposed as `mfe_meals/routes`; the shell mounts it at /meals/*. */
export default function MealsRoutes() {
  return (
    <UploadsStorage>
      <Routes>
        <Route index element={<MealListPage />} />
        <Route path="new" element={<AddMealPage />} />
        <Route path=":id" element={<MealDetailPage />} />
        <Route path=":id/edit" element={<EditMealPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </UploadsStorage>
  );
}
