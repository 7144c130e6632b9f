// The email channel against a real SMTP server started in the test: a message queued in a change's
// transaction arrives once, in the recipient's language, with plain-text and HTML parts; a rolled
// back change sends nothing; a crash before the send loses nothing; a temporary refusal is retried;
// a hard bounce is recorded on the user and stops further sends. Without SMTP_URL the message is a
// readable .eml file and a log line.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleParser } from "mailparser";
import { claimDueJobs, createMailTransport, emailJobKey, enqueueEmail, MAIL_QUEUE, type Logger } from "@booking/core";
import { loadEnv, toServerConfig } from "@booking/config";
import { getTestDatabase, uniq, type TestDatabase } from "../support/db.ts";
import { createUser } from "../support/fixtures.ts";
import { mailWorker, startSmtpServer, type TestSmtp } from "../support/mail.ts";

let t: TestDatabase;
let smtp: TestSmtp;
const addresses: string[] = [];
let mail: ReturnType<typeof mailWorker>;

function address(): string {
  const email = `${uniq("m")}@example.test`;
  addresses.push(email);
  return email;
}

const verification = (to: string, locale: "ru" | "en", key = uniq("k")) => ({
  to,
  locale,
  template: "email-verification" as const,
  data: { code: "482913", minutes: 15, link: "https://booking.test/account/verify?code=482913" },
  key,
});

beforeAll(async () => {
  t = await getTestDatabase();
  smtp = await startSmtpServer();
  mail = mailWorker(t.db, smtp.url, () => addresses);
});
afterAll(async () => {
  mail.close();
  await smtp.close();
});

describe("email channel", () => {
  it("delivers a message queued in a committed transaction once, in the recipient's language, with text and HTML parts", async () => {
    const [en, ru] = [address(), address()];
    const key = uniq("verify");
    await t.db.$transaction(async (tx) => {
      expect(await enqueueEmail(tx, verification(en, "en", key))).toBe(true);
      await enqueueEmail(tx, verification(ru, "ru"));
    });
    // The same message key again (a retried request): nothing more is queued.
    expect(await enqueueEmail(t.db, verification(en, "en", key))).toBe(false);
    expect(await mail.runDue()).toBe(2);
    expect(await mail.runDue()).toBe(0);

    const [english] = smtp.to(en);
    expect(smtp.to(en)).toHaveLength(1);
    expect(english!.parsed.subject).toBe("Confirm your email address");
    expect(english!.parsed.from?.text).toContain("no-reply@booking.test");
    expect(english!.parsed.text).toContain("Your code: 482913");
    expect(english!.parsed.text).toContain("https://booking.test/account/verify?code=482913");
    expect(english!.parsed.html).toContain('<html lang="en">');
    expect(english!.parsed.html).toContain("482913");
    expect(english!.parsed.html).toContain('href="https://booking.test/account/verify?code=482913"');
    expect(english!.parsed.messageId).toMatch(/@booking\.test>$/);

    const [russian] = smtp.to(ru);
    expect(smtp.to(ru)).toHaveLength(1);
    expect(russian!.parsed.subject).toBe("Подтвердите адрес электронной почты");
    expect(russian!.parsed.text).toContain("Ваш код: 482913");
    expect(russian!.parsed.html).toContain('<html lang="ru">');
  });

  it("sends nothing for a rolled-back change", async () => {
    const to = address();
    await expect(
      t.db.$transaction(async (tx) => {
        await enqueueEmail(tx, verification(to, "en"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await t.db.job.count({ where: { queue: MAIL_QUEUE, payload: { path: ["to"], equals: to } } })).toBe(0);
    await mail.runDue();
    expect(smtp.to(to)).toHaveLength(0);
  });

  it("loses nothing when the worker dies between the commit and the send, and sends it once after recovery", async () => {
    const to = address();
    const key = uniq("crash");
    await enqueueEmail(t.db, verification(to, "en", key));
    await mail.adopt();
    const now = new Date();
    // A worker claims the job and dies before sending (it never writes an outcome).
    const [claimed] = await claimDueJobs(t.db, { workerId: "dead-worker", queues: [mail.queue], now, limit: 10, leaseMs: 60_000 });
    expect(claimed?.uniqueKey).toBe(emailJobKey(key));
    expect(await mail.runDue(new Date(now.getTime() + 30_000))).toBe(0);
    expect(smtp.to(to)).toHaveLength(0);
    // Its lease runs out: another worker sends it, once.
    expect(await mail.runDue(new Date(now.getTime() + 61_000))).toBe(1);
    expect(await mail.runDue(new Date(now.getTime() + 10 * 60_000))).toBe(0);
    expect(smtp.to(to)).toHaveLength(1);
    expect(await t.db.job.findUniqueOrThrow({ where: { uniqueKey: emailJobKey(key) } })).toMatchObject({
      status: "DONE",
      attempts: 2,
      doneSteps: ["send"],
    });
  });

  it("retries a temporary refusal (4xx) with backoff and delivers once", async () => {
    const to = address();
    const key = uniq("retry");
    await enqueueEmail(t.db, verification(to, "en", key));
    smtp.failNext(1);
    const now = new Date();
    expect(await mail.runDue(now)).toBe(1);
    expect(smtp.to(to)).toHaveLength(0);
    const retried = await t.db.job.findUniqueOrThrow({ where: { uniqueKey: emailJobKey(key) } });
    expect(retried).toMatchObject({ status: "QUEUED", attempts: 1 });
    expect(retried.lastError).toContain("451");
    expect(await mail.runDue(retried.runAt)).toBe(1);
    expect(await mail.runDue(new Date(retried.runAt.getTime() + 3_600_000))).toBe(0);
    expect(smtp.to(to)).toHaveLength(1);
  });

  it("records a hard bounce (5xx) on the user, does not retry, and sends nothing more to that address", async () => {
    const user = await createUser(t.db);
    addresses.push(user.email!);
    smtp.refuse.add(user.email!);
    const key = uniq("bounce");
    await enqueueEmail(t.db, verification(user.email!, "en", key));
    const now = new Date();
    expect(await mail.runDue(now)).toBe(1);
    expect(await t.db.job.findUniqueOrThrow({ where: { uniqueKey: emailJobKey(key) } })).toMatchObject({ status: "DONE", attempts: 1 });
    const bounced = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(bounced.emailBouncedAt?.getTime()).toBe(now.getTime());

    // The server would take it now, but the address is marked: nothing is sent.
    smtp.refuse.delete(user.email!);
    await enqueueEmail(t.db, verification(user.email!, "en"));
    expect(await mail.runDue()).toBe(1);
    expect(smtp.to(user.email!)).toHaveLength(0);
  });

  it("without SMTP_URL writes each message to the log and as a readable .eml file under DATA_DIR/mail", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mail-outbox-"));
    const config = toServerConfig(loadEnv({ DATA_DIR: dataDir, PUBLIC_URL: "https://book.example.com", APP_SECRET: "a".repeat(32) }));
    expect(config.mail).toEqual({ smtpUrl: undefined, from: "no-reply@book.example.com", outboxDir: path.join(dataDir, "mail") });
    const lines: Array<{ details: object; message: string }> = [];
    const log: Logger = { info: (details, message) => void lines.push({ details, message }), warn() {}, error() {} };
    const transport = createMailTransport(config.mail, log);
    const to = address();
    const key = uniq("dev");
    await enqueueEmail(t.db, verification(to, "ru", key));
    const dev = mailWorker(t.db, "", () => [to], { log, transport });
    expect(await dev.runDue()).toBe(1);
    const files = await fs.readdir(config.mail.outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await fs.readFile(path.join(config.mail.outboxDir, files[0]!)));
    expect(parsed.subject).toBe("Подтвердите адрес электронной почты");
    expect(parsed.text).toContain("482913");
    expect(parsed.html).toContain("482913");
    expect(lines).toHaveLength(1);
    expect(lines[0]!.details).toMatchObject({ to, subject: "Подтвердите адрес электронной почты" });
    expect(JSON.stringify(lines[0]!.details)).toContain("482913");
    await fs.rm(dataDir, { recursive: true });
  });

  it("refuses an SMTP_URL that is not smtp:// or smtps://", () => {
    expect(() => loadEnv({ SMTP_URL: "http://mail.example.com" })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(loadEnv({ SMTP_URL: "smtps://user:pass@mail.example.com:465", MAIL_FROM: "Shop <shop@example.com>" })).toMatchObject({
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      MAIL_FROM: "Shop <shop@example.com>",
    });
  });
});
