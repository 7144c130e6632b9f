export { resolveIdentity, bearerToken, type Identity, type TelegramIdentity } from "./resolve-identity.ts";
export { lookUpCaller, type BearerSession, type Caller } from "./caller.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { createSession, isIdle, revokeSession, revokeOtherSessions, touchSession } from "./sessions.ts";
export { signIn, type SignedIn, type TenantRequest } from "./sign-in.ts";
export { checkUser, loginWithPassword, type UserLookup } from "./password-login.ts";
export { requestLoginCode, verifyLoginCode, type PlatformMessageSender } from "./login-codes.ts";
export { createTelegramLink, consumeTelegramLinkToken, type TelegramLinkSender } from "./telegram-link.ts";
export { deviceOf, endOtherSessions, endSession, listActiveSessions, type ActiveSessionView } from "./active-sessions.ts";
