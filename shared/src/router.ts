/**
 * The router pieces every app uses. Apps import them from @shop/shared rather than react-router, so
 * the one run-time instance of @shop/shared also owns the one router (its context must be shared),
 * and only these parts of react-router are bundled (ARCHITECTURE.md: shared singletons ship whole).
 */

export type { LinkProps, NavLinkProps } from 'react-router';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
