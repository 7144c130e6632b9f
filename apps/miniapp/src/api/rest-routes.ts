// The REST calls of the client by the procedure behind each one: its input and answer types come
// from AppRouter (types only: nothing of the server is bundled), its method and path are pinned to
// that procedure's OpenAPI route by tests/foundation/client-rest-routes.test.ts. No DOM here, so
// that test can read the table.
import type { AppRouter } from "@booking/trpc";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

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
  "user.telegramWriteAccess": Call<"user", "telegramWriteAccess">;
  "auth.checkUser": Call<"auth", "checkUser">;
  "auth.webLogin": Call<"auth", "webLogin">;
  "auth.requestCode": Call<"auth", "requestCode">;
  "auth.verifyCode": Call<"auth", "verifyCode">;
  "auth.logout": Call<"auth", "logout">;
  "tenant.publicProfile": Call<"tenant", "publicProfile">;
  "tenant.storefront": Call<"tenant", "storefront">;
  "account.verifyPhone": Call<"account", "verifyPhone">;
}

export type RestProcedure = keyof RestCalls;
export type RestInput<P extends RestProcedure> = RestCalls[P]["input"];
export type RestOutput<P extends RestProcedure> = RestCalls[P]["output"];

export const REST_ROUTES: { readonly [P in RestProcedure]: { method: "GET" | "POST" | "PUT"; path: string } } = {
  "user.me": { method: "GET", path: "/user/me" },
  "user.setLanguage": { method: "PUT", path: "/user/language" },
  "user.register": { method: "POST", path: "/user/register" },
  "user.registerWeb": { method: "POST", path: "/user/register/web" },
  "user.telegramWriteAccess": { method: "POST", path: "/user/telegram/write-access" },
  "auth.checkUser": { method: "POST", path: "/auth/check-user" },
  "auth.webLogin": { method: "POST", path: "/auth/web-login" },
  "auth.requestCode": { method: "POST", path: "/auth/request-code" },
  "auth.verifyCode": { method: "POST", path: "/auth/verify-code" },
  "auth.logout": { method: "POST", path: "/auth/logout" },
  "tenant.publicProfile": { method: "GET", path: "/tenant/public" },
  "tenant.storefront": { method: "GET", path: "/tenant/storefront" },
  "account.verifyPhone": { method: "POST", path: "/user/phone/telegram-contact" },
};
