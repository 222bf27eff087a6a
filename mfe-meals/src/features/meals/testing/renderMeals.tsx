import { useNavigate } from 'react-router';
import { renderRemote } from '@dd/shell-kit/testing';
import MealsRoutes from '../../../routes';

/** The meals remote as the shell mounts it, plus a stand-in for the browser's Back button. */
function MealsWithBack() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
      <MealsRoutes />
    </>
  );
}

export function renderMeals(path = '/meals') {
  return renderRemote(MealsWithBack, { mountPath: '/meals', path });
}

/**
 * The browser's position, readable without asking (permission granted): the
 * geolocation API is the browser's, outside the app. Answers the undo.
 */
export function grantPosition(latitude: number, longitude: number): () => void {
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state: 'granted' }) },
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback) =>
        success({ coords: { latitude, longitude } } as GeolocationPosition),
    },
  });
  return () => {
    delete (navigator as { permissions?: unknown }).permissions;
    delete (navigator as { geolocation?: unknown }).geolocation;
  };
}
