import { lazyPage } from './lazyPage';

/**
 * The landing page as the shell's build (and the server's render of `/`)
 * shows it: fetched when `/` is opened. A signed-in visitor seldom does (a
 * signed-out one gets the landing build, which bundles the page in the same
 * boundary), so the diary's pages go without its code.
 */
export const LazyLandingPage = lazyPage(
  () => import('../features/landing'),
  (m) => m.LandingPage,
);
