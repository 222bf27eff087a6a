import { Navigate, Route, Routes } from 'react-router';
import { MealListPage } from './features/meals/routes/MealListPage';
import { AddMealPage } from './features/meals/routes/AddMealPage';
import { MealDetailPage } from './features/meals/routes/MealDetailPage';
import { EditMealPage } from './features/meals/routes/EditMealPage';

/** Exposed as `mfe_meals/routes`; the shell mounts it at /meals/*. */
export default function MealsRoutes() {
  return (
    <Routes>
      <Route index element={<MealListPage />} />
      <Route path="new" element={<AddMealPage />} />
      <Route path=":id" element={<MealDetailPage />} />
      <Route path=":id/edit" element={<EditMealPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
