// The durable outbox of emails: one job on the "email" queue per message, written in the same
// transaction as the change it tells about (so it exists exactly when the change committed and
// survives a crash), de-duplicated by the caller's message key. The job carries the template and
// its data; the sender renders it in the recipient's language when it sends.
import type { Language } from "@booking/contracts";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import type { ScopedTx } from "../booking/booking-transaction.ts";
import { enqueueJob } from "../jobs/queue.ts";
import type { MailTemplate, MailTemplates } from "./templates.ts";

export const MAIL_QUEUE = "email";

export type EmailJob<T extends MailTemplate = MailTemplate> = {
  to: string;
  locale: Language;
  template: T;
  data: MailTemplates[T];
  /** Unique per message: the same key is never queued (or sent) twice. */
  key: string;
};

export interface EmailRequest<T extends MailTemplate> extends EmailJob<T> {
  /** When to send (default: now). */
  runAt?: Date;
}

/** Any client or transaction with the Job table: the platform client, a platform or a tenant-scoped transaction. */
export type JobTable = Pick<PlatformDb, "job"> | ScopedTx | ScopedDb;

export function emailJobKey(key: string): string {
  return `email:${key}`;
}

/**
 * Queues one email; `tx` is the transaction of the change it tells about. Returns false when a
 * message with this key was queued before (nothing is queued again).
 */
export function enqueueEmail<T extends MailTemplate>(tx: JobTable, email: EmailRequest<T>, now = new Date()): Promise<boolean> {
  const { runAt, ...job } = email;
  const payload: EmailJob = { ...job, to: job.to.trim().toLowerCase() } as EmailJob;
  return enqueueJob(tx as unknown as PlatformDb, { queue: MAIL_QUEUE, payload, runAt: runAt ?? now, uniqueKey: emailJobKey(email.key) });
}
