import { Navigate, Route, Routes } from 'react-router';
import { RestaurantListPage } from './features/restaurants/routes/RestaurantListPage';
import { AddRestaurantPage } from './features/restaurants/routes/AddRestaurantPage';
import { RestaurantDetailPage } from './features/restaurants/routes/RestaurantDetailPage';
import { EditRestaurantPage } from './features/restaurants/routes/EditRestaurantPage';

/** Exposed as `mfe_restaurants/routes`; the shell mounts it at /restaurants/*. */
export default function RestaurantsRoutes() {
  return (
    <Routes>
      <Route index element={<RestaurantListPage />} />
      <Route path="new" element={<AddRestaurantPage />} />
      <Route path=":id" element={<RestaurantDetailPage />} />
      <Route path=":id/edit" element={<EditRestaurantPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
