// English email texts (namespace "server", key "mail"): subject, paragraphs and button of each
// template of @booking/core's mail module. Paragraphs are separated by a blank line. No text names
// the platform: white-label tenants' customers read them too. The shape mail-ru.ts must match.
export interface MailBookingFacts {
  business: string;
  service: string;
  when: string;
}

export const mailEn = {
  footer: "This message was sent automatically. Please do not reply to it.",
  codeLabel: "Your code",
  orOpen: "Or open this link:",
  emailVerification: {
    subject: "Confirm your email address",
    body: (minutes: number) => `Enter this code on your account screen to confirm your email address. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, ignore this message.`,
    action: "Confirm email",
  },
  emailChange: {
    subject: "Confirm your new email address",
    body: (minutes: number) => `Someone asked to use this address for a booking account. Enter this code on the account screen to confirm the change. It is valid for ${minutes} minutes.\n\nIf it was not you, ignore this message: nothing changes.`,
    action: "Confirm the new address",
  },
  emailChanged: {
    subject: "Your account email was changed",
    body: (newEmail: string) => `The email address of your account was changed to ${newEmail}. Messages now go there.\n\nIf you did not do this, sign in with Telegram or your password and change it back, or contact support.`,
  },
  teamInvitation: {
    subject: (business: string) => `You are invited to the team of ${business}`,
    body: (invitedBy: string, business: string, role: string, hours: number) =>
      `${invitedBy} invites you to the team of ${business} as ${role}.\n\nOpen the link, log in or register, and accept. The link works once, for ${hours} hours.`,
    action: "Open the invitation",
    roles: { ADMIN: "an administrator", EXPERT: "an expert" } as Record<string, string>,
  },
};

export type MailTexts = typeof mailEn;
