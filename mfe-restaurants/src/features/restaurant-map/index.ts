// Public face of the map view of /restaurants: its switch, the view itself,
// and the query keys of the map's places (a saved location refreshes them).
export { ViewSwitch } from './components/ViewSwitch';
export { RestaurantMapView } from './components/RestaurantMapView';
export { useListView } from './hooks/useListView';
export { LazyRestaurantMap, preloadRestaurantMap } from './map/loadRestaurantMap';
export { restaurantLocationKeys } from './api/locationsQuery';
export type { ListView } from './model/listView';
