// Booking notifications: the outbox hook the booking engine calls, the job shapes and reminder rules.
export { recordBookingEvent, type BookingChange } from "./booking-events.ts";
export {
  REMINDED_STATUSES,
  REMINDER_LEADS,
  reminderKey,
  TELEGRAM_NOTIFY_QUEUE,
  type BookingChangeKind,
  type BookingEventJob,
  type BookingLimitReachedJob,
  type ReminderJob,
  type ReminderLead,
  type RenewalInvoiceJob,
  type TelegramJob,
  type TenantBotBrokenJob,
} from "./telegram-jobs.ts";
export {
  bookingStaffRecipients,
  findBookingMessageDetails,
  isReminded,
  supportedLanguage,
  telegramRecipient,
  tenantStaffRecipients,
  type BookingMessageDetails,
  type TelegramRecipient,
} from "./recipients.ts";
export { recordStaffMessage, staffMessagesOf, type StaffMessage } from "./staff-messages.ts";
export { queueBookingEmails, queueBookingLimitEmails } from "./booking-emails.ts";
export { appointmentWhen } from "./when.ts";
export { momentWhen } from "./when.ts";
export { customerManage, selfServiceFacts, type CustomerManage } from "./customer-manage.ts";
export { queueReminderEmail } from "./reminder-email.ts";
