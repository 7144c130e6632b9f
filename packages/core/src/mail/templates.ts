// The typed set of emails: each template names the data it needs, and renders in the recipient's
// language (texts from @booking/i18n, namespace "server", key "mail") to a subject, a plain-text
// part and an HTML part with the same content. Pure: the sender renders when it sends.
import type { Language } from "@booking/contracts";
import { textsOf } from "@booking/i18n";

type MailTexts = ReturnType<typeof textsOf<"server">>["mail"];

/** What each template is filled with. Type aliases, not interfaces: job payloads are JSON. */
export type MailTemplates = {
  "email-verification": { code: string; minutes: number; link: string };
  "email-change": { code: string; minutes: number; link: string };
  "email-changed": { newEmail: string };
  "team-invitation": { business: string; invitedBy: string; role: string; hours: number; link: string };
};

export type MailTemplate = keyof MailTemplates;

/** One email's content before layout: paragraphs, an optional code to copy and a button. */
interface MailContent {
  subject: string;
  paragraphs: string[];
  code?: string;
  action?: { label: string; url: string };
}

const paragraphsOf = (body: string) => body.split("\n\n");

const CONTENT: { [T in MailTemplate]: (texts: MailTexts, data: MailTemplates[T]) => MailContent } = {
  "email-verification": (texts, data) => ({
    subject: texts.emailVerification.subject, paragraphs: paragraphsOf(texts.emailVerification.body(data.minutes)),
    code: data.code, action: { label: texts.emailVerification.action, url: data.link },
  }),
  "email-change": (texts, data) => ({
    subject: texts.emailChange.subject, paragraphs: paragraphsOf(texts.emailChange.body(data.minutes)),
    code: data.code, action: { label: texts.emailChange.action, url: data.link },
  }),
  "email-changed": (texts, data) => ({ subject: texts.emailChanged.subject, paragraphs: paragraphsOf(texts.emailChanged.body(data.newEmail)) }),
  "team-invitation": (texts, data) => ({
    subject: texts.teamInvitation.subject(data.business),
    paragraphs: paragraphsOf(texts.teamInvitation.body(data.invitedBy, data.business, texts.teamInvitation.roles[data.role] ?? data.role, data.hours)),
    action: { label: texts.teamInvitation.action, url: data.link },
  }),
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function plainText(texts: MailTexts, content: MailContent): string {
  const parts = [...content.paragraphs];
  if (content.code) parts.push(`${texts.codeLabel}: ${content.code}`);
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push("--", texts.footer);
  return `${parts.join("\n\n")}\n`;
}

function html(language: Language, texts: MailTexts, content: MailContent): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
  const code = content.code
    ? `<p style="margin:0 0 16px">${escapeHtml(texts.codeLabel)}:</p><p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(content.code)}</p>`
    : "";
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:10px 18px;background:#2481cc;color:#ffffff;border-radius:8px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
      + `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(texts.orOpen)} <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : "";
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111111">
<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">
${content.paragraphs.map(paragraph).join("\n")}
${code}${action}
<p style="margin:24px 0 0;font-size:12px;color:#666666">${escapeHtml(texts.footer)}</p>
</div></body></html>
`;
}

export function renderEmail<T extends MailTemplate>(language: Language, template: T, data: MailTemplates[T]): RenderedEmail {
  const texts = textsOf(language, "server").mail;
  const content = CONTENT[template](texts, data);
  return { subject: content.subject, text: plainText(texts, content), html: html(language, texts, content) };
}
