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
 * jsdom cannot scroll: window.scrollTo is recorded instead, and the page's
 * scroll position is set by hand (the scroll event then fires).
 */
export function stubWindowScroll() {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 1;
  });
  const scrollWindowTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  return { scrollTo, scrollWindowTo };
}
