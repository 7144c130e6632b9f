// The user as the client sees it (spec §3), always relative to the request's tenant: `role` is the
// role there, reported as "ADMIN" for OWNER and ADMIN (the client shows admin UI for "ADMIN").
import type { Membership, Tenant, User, UserType } from "@booking/db";
import type { AppConfig } from "../config.ts";

export interface UserView {
  id: string;
  /** EXPERT: a team member who manages their own schedule and bookings (issue 16.2). */
  role: "ADMIN" | "EXPERT" | "CUSTOMER";
  isOwner: boolean;
  firstName: string;
  phone: string | null;
  email: string | null;
  username: string | null;
  /** A string: Telegram ids exceed what some JSON readers keep exact. */
  telegramId: string | null;
  userType: UserType;
  emailVerified: boolean;
  phoneVerified: boolean;
  telegramLinked: boolean;
  platformBotUsername: string | null;
  /** The slug of the request's tenant. */
  tenantId: string;
  language: string;
}

export function isTelegramLinked(user: Pick<User, "telegramId">): boolean {
  return user.telegramId !== null;
}

export function toUserView(
  user: User,
  membership: Pick<Membership, "role"> | null,
  tenant: Pick<Tenant, "slug">,
  config: Pick<AppConfig, "telegramBotUsername">,
): UserView {
  const role = membership?.role;
  return {
    id: user.id,
    role: role === "OWNER" || role === "ADMIN" ? "ADMIN" : role === "EXPERT" ? "EXPERT" : "CUSTOMER",
    isOwner: role === "OWNER",
    firstName: user.firstName,
    phone: user.phone,
    email: user.email,
    username: user.username,
    telegramId: user.telegramId === null ? null : user.telegramId.toString(),
    userType: user.userType,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    telegramLinked: isTelegramLinked(user),
    platformBotUsername: config.telegramBotUsername ?? null,
    tenantId: tenant.slug,
    language: user.language,
  };
}
