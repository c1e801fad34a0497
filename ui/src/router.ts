/**
 * The parts of React Router the apps use, shared through this module: sharing all of react-router
 * would ship all of it (about 65 KiB gzip) to every visitor; this subset is about 16 KiB.
 * Apps import routing from "@chauffeur/ui", never from "react-router" (a lint rule enforces it).
 */
export {
  BrowserRouter,
  Link as RouterLink,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from "react-router";
