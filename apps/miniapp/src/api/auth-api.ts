// Login and registration calls of spec §7 (REST under /api). The forms that use them run before a
// session exists and need no cache, so they stay on the small REST helpers.
import type { UserLookup } from "../screens/login/login-machine.ts";
import type { SessionUser } from "../session/session-types.ts";
import { http } from "./http.ts";

export interface SignedIn {
  token: string;
  user: SessionUser;
}

export function checkUser(email: string): Promise<UserLookup> {
  return http.post("/auth/check-user", { email });
}

export function webLogin(email: string, password: string): Promise<SignedIn> {
  return http.post("/auth/web-login", { email, password });
}

export function requestLoginCode(email: string): Promise<{ sessionId: string }> {
  return http.post("/auth/request-code", { email });
}

export function verifyLoginCode(sessionId: string, code: string): Promise<SignedIn> {
  return http.post("/auth/verify-code", { sessionId, code });
}

/** Spec §3 mini-app registration payload; identity fields echo the signed init data. */
export interface MiniAppRegistration {
  telegramId: number;
  chatId: number;
  phone: string;
  email: string;
  username?: string;
  firstName: string;
  tenantId?: string;
  password?: string;
}

export function registerMiniApp(payload: MiniAppRegistration): Promise<SignedIn> {
  return http.post("/user/register", payload);
}

export interface WebRegistration {
  username: string;
  firstName: string;
  email: string;
  password: string;
  phone: string;
}

export function registerWeb(payload: WebRegistration): Promise<SignedIn> {
  return http.post("/user/register/web", payload);
}
