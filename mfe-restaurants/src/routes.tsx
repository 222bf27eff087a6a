import { Navigate, Route, Routes } from 'react-router';
import { DelayedDeleteProvider, lazyPage, UploadsStorage } from '@dd/diary-ui';
import { RestaurantListPage } from './features/restaurants/routes/RestaurantListPage';

// Fetched on first visit: the remote entry plus the list route stay small.
const RestaurantDetailPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "restaurant-page" */ './features/restaurants/routes/RestaurantDetailPage'
    ),
  (module) => module.RestaurantDetailPage,
);
const AddRestaurantPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "add-restaurant-page" */ './features/restaurant-editor/routes/AddRestaurantPage'
    ),
  (module) => module.AddRestaurantPage,
);
const LinkYelpPage = lazyPage(
  () =>
    import(/* webpackChunkName: "link-yelp-page" */ './features/yelp-linking/routes/LinkYelpPage'),
  (module) => module.LinkYelpPage,
);
const EditRestaurantPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "edit-restaurant-page" */ './features/restaurant-editor/routes/EditRestaurantPage'
    ),
  (module) => module.EditRestaurantPage,
);

/** Exposed as `mfe_restaurants/routes`; the shell mounts it at /restaurants/*. */
export default function RestaurantsRoutes() {
  return (
    <UploadsStorage>
      <DelayedDeleteProvider>
        <Routes>
          <Route index element={<RestaurantListPage />} />
          <Route path="new" element={<AddRestaurantPage />} />
          <Route path="link-yelp" element={<LinkYelpPage />} />
          <Route path=":id" element={<RestaurantDetailPage />} />
          <Route path=":id/edit" element={<EditRestaurantPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </DelayedDeleteProvider>
    </UploadsStorage>
  );
}
