// Spec §2: /news, /articles, /services, /booking, /my-bookings and /admin (and anything below
// them) move to the same path under /webapp/default, replacing the history entry and keeping the
// query string and hash.
import { Navigate, useLocation } from "react-router";
import { legacyRedirectTarget } from "./paths.ts";

export function LegacyRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={legacyRedirectTarget(pathname, search, hash)} replace />;
}
