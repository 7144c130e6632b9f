// Email: the typed templates, the durable outbox (enqueueEmail) and its sender over SMTP or, in development, a folder.
export { emailJobKey, enqueueEmail, MAIL_QUEUE, type EmailJob, type EmailRequest, type JobTable } from "./outbox.ts";
export { mailJobHandlers, type MailSenderDeps } from "./sender.ts";
export {
  renderEmail,
  type CustomerBookingEvent,
  type MailBooking,
  type MailTemplate,
  type MailTemplates,
  type RenderedEmail,
  type StaffBookingEvent,
} from "./templates.ts";
export { createMailTransport, isHardBounce, messageIdFor, type MailSettings, type MailTransport, type OutgoingEmail } from "./transport.ts";
