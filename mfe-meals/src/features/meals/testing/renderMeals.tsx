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
