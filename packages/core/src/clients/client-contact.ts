// How an administrator reaches a booking's client (issue 15.1). Only admin answers carry it:
// customers' answers keep the bare display name, so no customer ever sees another one's contacts.
import type { Prisma } from "@booking/db";
import { displayName } from "../booking/booking-view.ts";
import { isTelegramLinked } from "../users/user-view.ts";

export interface ClientContact {
  name: string;
  phone: string | null;
  email: string | null;
  /** Set only while the account is linked to Telegram. */
  telegramUsername: string | null;
  /** t.me link by username; without one, the tg:// link Telegram apps open by id. */
  telegramLink: string | null;
}

export const clientContactSelect = {
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  telegramId: true,
  telegramUsername: true,
} satisfies Prisma.UserSelect;

/** Every word of `search` matches the name, email or phone, so "Vera 916" finds Vera by her phone. */
export function userSearchWhere(search: string | undefined): Prisma.UserWhereInput {
  const words = (search ?? "").split(/\s+/).filter(Boolean);
  return {
    AND: words.map((word) => ({
      OR: [
        { firstName: { contains: word, mode: "insensitive" as const } },
        { lastName: { contains: word, mode: "insensitive" as const } },
        { email: { contains: word, mode: "insensitive" as const } },
        { phone: { contains: word.replace(/[\s()-]/g, "") } },
      ],
    })),
  };
}

export type ClientContactRow = Prisma.UserGetPayload<{ select: typeof clientContactSelect }>;

export function toClientContact(user: ClientContactRow): ClientContact {
  const linked = isTelegramLinked(user);
  const username = linked ? user.telegramUsername : null;
  return {
    name: displayName(user),
    phone: user.phone,
    email: user.email,
    telegramUsername: username,
    telegramLink: !linked ? null : username ? `https://t.me/${username}` : `tg://user?id=${user.telegramId}`,
  };
}
