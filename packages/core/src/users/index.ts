export { toUserView, isTelegramLinked, type UserView } from "./user-view.ts";
export { joinTenantAsCustomer, membershipOf } from "./memberships.ts";
export { registerWebUser, createWebUser, assertEmailFree, type WebRegistration } from "./register-web.ts";
export { registerMiniAppUser, type MiniAppRegistration } from "./register-mini-app.ts";
export { readUserAs, type UserWithMembership } from "./read-user.ts";
export { isUniqueViolation } from "./unique-violation.ts";
export { listUserTenants, type UserTenant } from "./user-tenants.ts";
export { verifyPhoneFromMiniApp, verifyPhoneFromTelegram } from "./phone-verification.ts";
