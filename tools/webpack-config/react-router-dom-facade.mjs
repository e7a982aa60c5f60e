// What the web apps may import from 'react-router-dom' (webpack aliases the package to this file).
// react-router-dom is a federation singleton, and a shared module is bundled whole: react-router's
// every export (data routers, forms, fetchers, cookies, sessions, server rendering) was 60 KB gzip of
// every first load. Sharing this facade instead bundles only the component router the apps use.
// A name missing here fails the build (exportsPresence: 'error'): add it to this list.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
