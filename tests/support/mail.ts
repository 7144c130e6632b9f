// A real SMTP server inside the test (smtp-server), whose messages are parsed with mailparser, and a
// mail worker on a queue of the test's own: it adopts only the email jobs addressed to the test's
// recipients, so parallel files on the shared database never take each other's messages.
import { SMTPServer, type SMTPServerAddress } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { Db } from "@booking/db";
import { createMailTransport, JobWorker, MAIL_QUEUE, mailJobHandlers, SILENT_LOGGER, type Logger, type MailTransport } from "@booking/core";
import { uniq } from "./db.ts";
import { runPasses } from "./job-passes.ts";

export interface ReceivedMail {
  to: string[];
  parsed: ParsedMail;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  /** Addresses answered 550 at RCPT TO (a hard bounce). */
  refuse: Set<string>;
  /** Answer this many next messages 451 at DATA (a temporary failure). */
  failNext(count: number): void;
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpServer(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const refuse = new Set<string>();
  let failures = 0;
  const server = new SMTPServer({
    disabledCommands: ["AUTH", "STARTTLS"],
    authOptional: true,
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) return callback(smtpError("5.1.1 mailbox unavailable", 550));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          return callback(smtpError("4.3.0 try again later", 451));
        }
        simpleParser(Buffer.concat(chunks)).then((parsed) => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), parsed });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    failNext: (count) => {
      failures = count;
    },
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const TEST_MAIL_FROM = "Booking <no-reply@booking.test>";

/**
 * A mail worker sending to `smtpUrl`, for the email jobs addressed to `recipients()` only (moved to
 * a queue of its own before each pass); `runDue(at)` runs passes until nothing is due.
 */
export function mailWorker(db: Db, smtpUrl: string, recipients: () => string[], options: { log?: Logger; transport?: MailTransport } = {}) {
  const queue = uniq(MAIL_QUEUE);
  let now = new Date();
  const log = options.log ?? SILENT_LOGGER;
  const transport = options.transport ?? createMailTransport({ smtpUrl, from: TEST_MAIL_FROM, outboxDir: "/nonexistent" }, log);
  const handler = mailJobHandlers(db, { transport, from: TEST_MAIL_FROM, log }, () => now)[MAIL_QUEUE]!;
  const errors: unknown[] = [];
  const worker = new JobWorker({ db, handlers: { [queue]: handler }, onError: (error) => void errors.push(error) });
  const adopt = () => {
    const addresses = recipients().map((address) => address.toLowerCase());
    if (addresses.length === 0) return Promise.resolve({ count: 0 });
    return db.job.updateMany({
      where: { queue: MAIL_QUEUE, status: "QUEUED", OR: addresses.map((address) => ({ payload: { path: ["to"], equals: address } })) },
      data: { queue },
    });
  };
  return {
    queue,
    worker,
    errors,
    adopt,
    async runDue(at = new Date()): Promise<number> {
      now = at;
      return runPasses(adopt, [worker], at);
    },
    close: () => transport.close(),
  };
}

/** The code of the latest email queued to `to` (what the recipient would read in it). */
export async function queuedEmailCode(db: Db, to: string): Promise<string> {
  const job = await db.job.findFirstOrThrow({
    where: { payload: { path: ["to"], equals: to.toLowerCase() } },
    orderBy: { createdAt: "desc" },
  });
  return (job.payload as { data: { code: string } }).data.code;
}
