// The calls the first screens make before the data layer (TanStack Query + tRPC client) has loaded:
// the session, login, registration and the tenant's public profile (spec §7, REST under /api). They stay on the small REST
// helpers to keep the initial chunk inside its budget, typed by the procedures behind them
// (rest-routes.ts).
import { http, type RequestOptions } from "./http.ts";
import { REST_ROUTES, type RestInput, type RestOutput, type RestProcedure } from "./rest-routes.ts";

export type { RestInput, RestOutput } from "./rest-routes.ts";

export function rest<P extends RestProcedure>(procedure: P, input: RestInput<P>, options?: RequestOptions): Promise<RestOutput<P>> {
  const { method, path } = REST_ROUTES[procedure];
  if (method === "GET") return http.get(path, options);
  return method === "PUT" ? http.put(path, input, options) : http.post(path, input, options);
}

/** The backend user of spec §3 as GET /api/user/me answers it; `role` is the role in the request's tenant. */
export type SessionUser = RestOutput<"user.me">;
