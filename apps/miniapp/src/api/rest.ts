// The calls the first screens make before the data layer (TanStack Query + tRPC client) has loaded:
// the session, login and registration (spec §7, REST under /api). They stay on the small REST
// helpers to keep the initial chunk inside its budget, but their inputs and answers are the
// procedures' own types, inferred from AppRouter (types only: nothing of the server is bundled).
// rest.test.ts checks every method and path against the router's OpenAPI meta.
import type { AppRouter } from "@booking/trpc";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { http, type RequestOptions } from "./http.ts";

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

interface Call<R extends keyof Inputs, P extends keyof Inputs[R] & keyof Outputs[R]> {
  input: Inputs[R][P];
  output: Outputs[R][P];
}

/** The REST calls of the client, by tRPC procedure path. */
export interface RestCalls {
  "user.me": Call<"user", "me">;
  "user.setLanguage": Call<"user", "setLanguage">;
  "user.register": Call<"user", "register">;
  "user.registerWeb": Call<"user", "registerWeb">;
  "auth.checkUser": Call<"auth", "checkUser">;
  "auth.webLogin": Call<"auth", "webLogin">;
  "auth.requestCode": Call<"auth", "requestCode">;
  "auth.verifyCode": Call<"auth", "verifyCode">;
  "auth.logout": Call<"auth", "logout">;
}

export type RestProcedure = keyof RestCalls;
export type RestInput<P extends RestProcedure> = RestCalls[P]["input"];
export type RestOutput<P extends RestProcedure> = RestCalls[P]["output"];

export const REST_ROUTES: { readonly [P in RestProcedure]: { method: "GET" | "POST" | "PUT"; path: string } } = {
  "user.me": { method: "GET", path: "/user/me" },
  "user.setLanguage": { method: "PUT", path: "/user/language" },
  "user.register": { method: "POST", path: "/user/register" },
  "user.registerWeb": { method: "POST", path: "/user/register/web" },
  "auth.checkUser": { method: "POST", path: "/auth/check-user" },
  "auth.webLogin": { method: "POST", path: "/auth/web-login" },
  "auth.requestCode": { method: "POST", path: "/auth/request-code" },
  "auth.verifyCode": { method: "POST", path: "/auth/verify-code" },
  "auth.logout": { method: "POST", path: "/auth/logout" },
};

export function rest<P extends RestProcedure>(procedure: P, input: RestInput<P>, options?: RequestOptions): Promise<RestOutput<P>> {
  const { method, path } = REST_ROUTES[procedure];
  if (method === "GET") return http.get(path, options);
  return method === "PUT" ? http.put(path, input, options) : http.post(path, input, options);
}

/** The backend user of spec §3 as GET /api/user/me answers it; `role` is the role in the request's tenant. */
export type SessionUser = RestOutput<"user.me">;
/** A login or registration answer: the new session's bearer token and the user. */
export type SignedIn = RestOutput<"auth.webLogin">;
