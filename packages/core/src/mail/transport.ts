// Where emails leave: an SMTP server (SMTP_URL, through nodemailer), or, when none is configured
// (development), the log and a folder of .eml files (DATA_DIR/mail) that any mail client opens.
import { timedCall } from "@booking/observability";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../deps.ts";

export interface MailSettings {
  /** smtp:// or smtps:// URL with credentials; unset: messages go to `outboxDir` and the log. */
  smtpUrl?: string;
  /** The From header, e.g. `Booking <no-reply@example.com>`. */
  from: string;
  outboxDir: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per message key: a resend after a crash carries the same Message-ID, so mail clients show one. */
  messageId: string;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** `<hash@domain>`, the same for every attempt of one message. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${crypto.createHash("sha256").update(key).digest("hex").slice(0, 32)}@${domain}>`;
}

/** The SMTP refused this recipient or message for good (a 5xx reply to RCPT TO or DATA): retrying cannot help. */
export function isHardBounce(error: unknown): boolean {
  const { responseCode, command, code } = (error ?? {}) as { responseCode?: number; command?: string; code?: string };
  if (typeof responseCode !== "number" || responseCode < 500 || responseCode > 599) return false;
  return code === "EENVELOPE" || command === "RCPT TO" || command === "DATA";
}

export function createMailTransport(settings: MailSettings, log: Logger): MailTransport {
  if (settings.smtpUrl) {
    const smtp = nodemailer.createTransport(settings.smtpUrl, { from: settings.from });
    return {
      async send(email) {
        await timedCall("smtp", () => smtp.sendMail({ ...email, from: settings.from }));
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(email) {
      const info = await files.sendMail({ ...email, from: settings.from });
      await fs.mkdir(settings.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(settings.outboxDir, `${stamp}-${email.messageId.slice(1, 13)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: email.to, subject: email.subject, file, text: email.text }, "email written to the outbox folder (SMTP_URL unset)");
    },
    close: () => files.close(),
  };
}
