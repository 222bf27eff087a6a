// The react-router API the shell provides to every federated app. A shared
// module is never tree-shaken (any remote may import any of its exports), so
// the shell shares this facade instead of the whole package: react-router's
// unused parts (framework mode, RSC, data APIs nobody calls) stay out of the
// page. Every export a remote, the shell or a shared package imports from
// 'react-router' in shipped code must be listed here; test/index.test.mjs
// checks the workspaces' imports against it (specs and `testing/` helpers are
// not checked: Jest resolves 'react-router' to the package itself). Beyond
// what is imported today it holds the declarative-mode API screens build on.
export {
  BrowserRouter,
  createPath,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '@dd/build-config/react-router-implementation';
