// The user calls the app shell needs (spec §7); later screens add their own modules beside it.
import type { Language } from "@booking/contracts/constants";
import type { SessionUser } from "../session/session-types.ts";
import { http } from "./http.ts";

export function fetchCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  return http.get<SessionUser>("/user/me", { signal });
}

export function saveLanguagePreference(language: Language): Promise<unknown> {
  return http.put("/user/language", { language });
}

/** Ends the server session of the stored bearer token (POST /api/auth/logout). */
export function revokeSession(): Promise<unknown> {
  return http.post("/auth/logout");
}
