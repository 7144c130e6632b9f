export { resolveIdentity, findSession, type Identity, type TelegramIdentity } from "./resolve-identity.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { createSession, revokeSession, revokeOtherSessions } from "./sessions.ts";
