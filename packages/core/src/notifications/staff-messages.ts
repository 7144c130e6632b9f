// The new-booking messages staff got in Telegram (issue 15.9), kept per tenant so that their
// Confirm / Cancel buttons can be edited when the booking changes: no admin presses a stale button.
import type { Databases } from "../tenancy/databases.ts";

export interface StaffMessage {
  userId: string;
  chatId: number;
  messageId: number;
  /** The tenant bot that sent it; null: the platform bot. */
  botConfigId: string | null;
}

/** One per booking and staff member: a repeated send keeps the latest message. */
export async function recordStaffMessage(dbs: Databases, tenantId: string, bookingId: string, message: StaffMessage): Promise<void> {
  const data = { chatId: BigInt(message.chatId), messageId: message.messageId, botConfigId: message.botConfigId };
  await dbs.tenant(tenantId).staffBookingMessage.upsert({
    where: { bookingId_userId: { bookingId, userId: message.userId } },
    create: { tenantId, bookingId, userId: message.userId, ...data },
    update: data,
  });
}

export async function staffMessagesOf(dbs: Databases, tenantId: string, bookingId: string): Promise<StaffMessage[]> {
  const rows = await dbs.tenant(tenantId).staffBookingMessage.findMany({ where: { bookingId }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({ userId: row.userId, chatId: Number(row.chatId), messageId: row.messageId, botConfigId: row.botConfigId }));
}
