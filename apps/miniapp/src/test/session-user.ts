// Test helper: a complete GET /api/user/me answer (the type is the procedure's own output).
import type { SessionUser } from "../api/rest.ts";

export function sessionUser(fields: Partial<SessionUser> & Pick<SessionUser, "id">): SessionUser {
  return {
    role: "CUSTOMER",
    isOwner: false,
    firstName: "Анна",
    phone: null,
    email: null,
    username: null,
    telegramId: null,
    userType: "WEB",
    emailVerified: false,
    phoneVerified: false,
    telegramLinked: false,
    platformBotUsername: null,
    tenantId: "default",
    language: "ru",
    ...fields,
  };
}
