// The react-router API the shell provides to every federated app. A shared
// module is never tree-shaken (any remote may import any of its exports), so
// the shell shares this facade instead of the whole package: react-router's
// unused parts (framework mode, RSC, data APIs nobody calls) stay out of the
// page. Every export a remote or the shell imports from 'react-router' must be
// listed here; test/index.test.mjs checks the workspaces' imports against it.
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  createSearchParams,
  generatePath,
  isRouteErrorResponse,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useHref,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useSearchParams,
} from '@dd/build-config/react-router-implementation';
