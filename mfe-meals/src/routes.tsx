import { Navigate, Route, Routes } from 'react-router';
import { DelayedDeleteProvider, lazyPage, UploadsStorage } from '@dd/diary-ui';
import { MealListPage } from './features/meals/routes/MealListPage';

// Fetched on first visit: the remote entry plus the list route stay small,
// and react-markdown loads with the detail page only.
const MealDetailPage = lazyPage(
  () => import(/* webpackChunkName: "meal-page" */ './features/meals/routes/MealDetailPage'),
  (module) => module.MealDetailPage,
);
const AddMealPage = lazyPage(
  () => import(/* webpackChunkName: "add-meal-page" */ './features/meals/routes/AddMealPage'),
  (module) => module.AddMealPage,
);
const EditMealPage = lazyPage(
  () => import(/* webpackChunkName: "edit-meal-page" */ './features/meals/routes/EditMealPage'),
  (module) => module.EditMealPage,
);

/** Exposed as `mfe_meals/routes`; the shell mounts it at /meals/*. */
export default function MealsRoutes() {
  return (
    <UploadsStorage>
      <DelayedDeleteProvider>
        <Routes>
          <Route index element={<MealListPage />} />
          <Route path="new" element={<AddMealPage />} />
          <Route path=":id" element={<MealDetailPage />} />
          <Route path=":id/edit" element={<EditMealPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </DelayedDeleteProvider>
    </UploadsStorage>
  );
}
