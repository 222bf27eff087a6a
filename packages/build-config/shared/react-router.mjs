// The react-router API the shell provides to every federated app. A shared
// module is never tree-shaken (any remote may import any of its exports), so
// the shell shares this facade instead of the whole package: react-router's
// unused parts (framework mode, RSC, data APIs nobody calls) stay out of the
// page. Every export a remote or the shell imports from 'react-router' must be
// listed here; test/index.test.mjs checks the workspaces' imports against it
// (test files are not checked: Jest resolves 'react-router' to the package itself).
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from '@dd/build-config/react-router-implementation';
