// The "email" queue's handler. Each job is one message, sent once across attempts (`run.once`):
// a transient failure (connection, 4xx) is retried with the queue's backoff; a hard bounce (5xx
// to RCPT TO or DATA) is recorded on the user with that address (User.emailBouncedAt) and ends the
// job, and no email goes to a bounced address again until the user changes it. A worker that dies
// before sending leaves the job to be recovered after its lease; one that dies between the SMTP
// reply and the record sends it once more, with the same Message-ID (README: Email).
import type { Job } from "@booking/db";
import type { Logger } from "../deps.ts";
import type { PlatformDb } from "../tenancy/databases.ts";
import type { JobHandler, JobRun } from "../jobs/worker.ts";
import { MAIL_QUEUE, type EmailJob } from "./outbox.ts";
import { renderEmail } from "./templates.ts";
import { isHardBounce, messageIdFor, type MailTransport } from "./transport.ts";

export interface MailSenderDeps {
  transport: MailTransport;
  /** The From header (for the Message-ID's domain). */
  from: string;
  log: Logger;
}

export function mailJobHandlers(db: PlatformDb, deps: MailSenderDeps, clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return { [MAIL_QUEUE]: (job, run) => sendEmailJob(db, deps, job, run, clock()) };
}

async function sendEmailJob(db: PlatformDb, deps: MailSenderDeps, job: Job, run: JobRun, now: Date): Promise<void> {
  const email = job.payload as EmailJob;
  const owner = await db.user.findUnique({ where: { email: email.to }, select: { id: true, emailBouncedAt: true } });
  if (owner?.emailBouncedAt) {
    deps.log.info({ userId: owner.id, template: email.template }, "email not sent: the address bounced before");
    return;
  }
  const rendered = renderEmail(email.locale, email.template, email.data);
  try {
    await run.once("send", () => deps.transport.send({ to: email.to, ...rendered, messageId: messageIdFor(email.key, deps.from) }));
  } catch (error) {
    if (!isHardBounce(error)) throw error;
    const { count } = await db.user.updateMany({ where: { email: email.to, emailBouncedAt: null }, data: { emailBouncedAt: now } });
    const { responseCode } = error as { responseCode?: number };
    deps.log.warn({ userId: owner?.id, template: email.template, responseCode, recorded: count }, "email refused for good (hard bounce)");
  }
}
