// What the web apps may import from 'react-router-dom' (webpack aliases the package to this file).
// react-router-dom is a federation singleton, and a shared module is bundled whole: react-router's
// every export (data routers, forms, fetchers, cookies, sessions, server rendering) was 60 KB gzip of
// every first load. Sharing this facade instead bundles only what the apps use: the shell's data
// router (createBrowserRouter, route loaders and lazy routes) and the component API the pages read.
// A name an app imports that is missing here fails the build (facade-exports-plugin.js): add it here.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
// The DOM's RouterProvider (it commits navigations with react-dom's flushSync where asked).
export { RouterProvider } from 'react-router/dom';
