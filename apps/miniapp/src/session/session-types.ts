// The backend user of spec §3 as the client sees it (GET /api/user/me). `role` is the role in the
// tenant of the request (DESIGN §4), so it can differ between tenant pages.

export const ADMIN_ROLE = "ADMIN";

export interface SessionUser {
  id: string;
  role?: string | null;
  firstName?: string | null;
  phone?: string | null;
  email?: string | null;
  username?: string | null;
  telegramId?: string | number | null;
  /** WEB, HYBRID or a messaging kind; password change is for WEB and HYBRID only. */
  userType?: string | null;
  emailVerified?: boolean;
  phoneVerified?: boolean;
  telegramLinked?: boolean;
  platformBotUsername?: string | null;
  /** The slug of the request's tenant (the server sends the URL name, not a database id). */
  tenantId?: string | null;
  isOwner?: boolean;
  /** The language stored on the server (used for bot messages); the interface keeps the browser's choice. */
  language?: string | null;
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === ADMIN_ROLE;
}
