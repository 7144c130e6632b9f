// Request schemas shared by the server (validation) and the client (forms). A schema's error
// message is an ErrorCode where the spec names one, so both sides show the same key.
import { z } from "zod";
import {
  LANGUAGES,
  MAX_SHORT_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  MIN_PASSWORD_LENGTH,
  DEFAULT_TENANT_SLUG,
  PROMO_CODE_PATTERN,
  RESERVED_SLUGS,
  SLUG_PATTERN,
} from "./constants.ts";
import { PLANS } from "./plans.ts";
import { normalizePhone } from "./phone.ts";
import { EMAIL_PATTERN, LOGIN_CODE_PATTERN } from "./patterns.ts";
import { BOOKING_STATUSES } from "./booking-status.ts";
import {
  BOOKING_WINDOW_DAYS,
  DEFAULT_DAY_END,
  DEFAULT_DAY_START,
  MAX_BUFFER_MINUTES,
  MAX_SELF_SERVICE_HOURS,
  MAX_MIN_NOTICE_MINUTES,
  MAX_PENDING_PER_CUSTOMER_LIMIT,
  SLOT_MINUTES,
} from "./constants.ts";
import { clockMinutes, isOnSlotGrid } from "./slot-grid.ts";
import { bookingConsentField, consentFields } from "./privacy.ts";
import { intakeAnswersInput } from "./intake.ts";

/**
 * A string whose absence is reported with a spec key (e.g. emailRequired); a value of the wrong
 * type keeps zod's own message, so the client can still tell the two apart.
 */
export function requiredText(missingKey: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? missingKey : undefined) });
}

export const id = z.uuid({ error: "Invalid id" });
export const shortText = z.string().trim().max(MAX_SHORT_TEXT_LENGTH);
export const longText = z.string().trim().max(MAX_TEXT_LENGTH);
export const email = requiredText("emailRequired")
  .trim()
  .toLowerCase()
  .max(254)
  .min(1, { error: "emailRequired" })
  .regex(EMAIL_PATTERN, { error: "invalidEmail" });
/** A valid phone number (phone.ts), answered in E.164. */
export const phone = requiredText("invalidPhone")
  .max(64)
  .refine((value) => normalizePhone(value) !== null, { error: "invalidPhone" })
  .transform((value) => normalizePhone(value)!)
  .meta({ description: "A valid phone number (without a country code: Russian); stored and answered in E.164", example: "+79161234567" });
/** Passwords are never trimmed: the text typed at registration is the text that logs in. */
export const password = z.string().max(256);
export const newPassword = password.min(MIN_PASSWORD_LENGTH, { error: "passwordTooShort" });
export const language = z.enum(LANGUAGES);
export const planName = z.enum(PLANS);
/** yyyy-MM-dd, a real calendar date. */
export const isoDate = z.iso.date({ error: "Expected a date as yyyy-MM-dd" });
/** HH:mm, 00:00..23:59 (24:00 allowed as an end of day). */
export const clockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: "Expected a time as HH:mm" });
export const httpUrl = z.url({ protocol: /^https?$/, error: "Must be an http(s) URL" }).max(2000);

export const webRegistrationInput = z.object({
  username: requiredText("allFieldsRequired").trim().max(MAX_SHORT_TEXT_LENGTH).min(1, { error: "allFieldsRequired" }),
  firstName: requiredText("allFieldsRequired").trim().max(MAX_SHORT_TEXT_LENGTH).min(1, { error: "allFieldsRequired" }),
  email: requiredText("allFieldsRequired").trim().min(1, { error: "allFieldsRequired" }).pipe(email),
  password: requiredText("allFieldsRequired")
    .refine((value) => value.trim() !== "", { error: "allFieldsRequired" })
    .pipe(newPassword),
  phone: requiredText("allFieldsRequired").trim().min(1, { error: "allFieldsRequired" }).pipe(phone),
  // Last, so a form missing fields reports them first (the first issue decides the error key).
  ...consentFields,
});

export const miniAppRegistrationInput = z.object({
  phone,
  email,
  password: password.optional(),
  username: shortText.optional(),
  firstName: shortText.optional(),
  // Identity comes from the validated init data; these are accepted for the spec's payload shape
  // and must match it when present.
  telegramId: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  chatId: z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).optional(),
  tenantId: shortText.optional(),
  ...consentFields,
});

export const checkUserInput = z.object({ email });
export const webLoginInput = z.object({ email, password: requiredText("passwordRequired").max(256).min(1, { error: "passwordRequired" }) });
export const requestCodeInput = z.object({ email });
export const verifyCodeInput = z.object({
  sessionId: id,
  code: requiredText("codeRequired").min(1, { error: "codeRequired" }).regex(LOGIN_CODE_PATTERN, { error: "invalidCode" }),
});
export const languageInput = z.object({ language });

/** Prices travel as numbers in major units with at most 2 decimals. */
export const price = z
  .number({ error: "Price must be a number" })
  .nonnegative()
  .max(1_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: "Price has at most 2 decimals" });

export const serviceInput = z.object({
  name: shortText.min(1, { error: "Name is required" }),
  description: longText.min(1, { error: "Description is required" }),
  price,
  duration: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
  isActive: z.boolean().default(true),
});

export const newsInput = z.object({
  title: shortText.min(1, { error: "Title is required" }),
  content: longText.min(1, { error: "Content is required" }),
  imageUrl: httpUrl.nullish(),
});

export const articleInput = z.object({
  title: shortText.min(1, { error: "Title is required" }),
  content: longText.min(1, { error: "Content is required" }),
  coverImageUrl: httpUrl.nullish(),
});

export const createBookingInput = z.object({
  serviceId: id,
  slotId: id,
  /** "Any available" (issue 16.2): the slot names the time; the server picks the expert fairly. */
  anyExpert: z.boolean().optional(),
  /** The service's questions answered (issue 31.1); required ones must be, when it asks any. */
  answers: intakeAnswersInput.optional(),
  ...bookingConsentField,
});

export const dateRangeInput = z.object({ from: isoDate, to: isoDate });

/** Joining a waitlist (issue 18.3): a whole local day or one exact start, of a service, optionally of one expert. */
export const joinWaitlistInput = z
  .object({
    serviceId: id,
    expertId: id.optional(),
    date: isoDate.optional(),
    startsAt: z.iso.datetime({ offset: true, error: "Expected an ISO 8601 instant" }).optional(),
    ...bookingConsentField,
  })
  .refine((input) => (input.date === undefined) !== (input.startsAt === undefined), {
    error: "Give either date or startsAt",
    path: ["date"],
  });

export const bookingStatus = z.enum(BOOKING_STATUSES);

// Tenant setup (owner area). The slug is normalised to lower case, so "My-Salon" becomes "my-salon".
export const tenantSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(64, { error: "SLUG_INVALID" })
  .regex(SLUG_PATTERN, { error: "SLUG_INVALID" })
  // "default" is the fallback tenant of every unknown host: nobody may claim it.
  .refine((slug) => slug !== DEFAULT_TENANT_SLUG && !(RESERVED_SLUGS as readonly string[]).includes(slug), { error: "SLUG_RESERVED" });
/** Optional; "" counts as absent. Only the shape is checked here, validity at checkout. */
export const promoCodeInput = z
  .string()
  .trim()
  .toUpperCase()
  .max(64, { error: "invalidPromoCode" })
  .refine((code) => code === "" || PROMO_CODE_PATTERN.test(code), { error: "invalidPromoCode" });
export const tenantSetupInput = z.object({
  businessName: shortText.min(1, { error: "Business name is required" }),
  slug: tenantSlug,
  plan: planName.default("FREE"),
  promoCode: promoCodeInput.optional(),
});
/** Owner registration: the web registration fields (§3: telegramId fixed at 0) plus the tenant setup. */
export const ownerRegistrationInput = webRegistrationInput.extend({
  telegramId: z.union([z.literal(0), z.literal("0")]).optional(),
  ...tenantSetupInput.shape,
});
export const slugAvailabilityInput = z.object({ slug: z.string().max(200) });
export const userIdInput = z.object({ id });

// Booking engine (appended). Dates are the tenant's local calendar dates; ranges include both ends.
/**
 * Admin availability (spec §2 Availability tab, §5): either a range (startDate + endDate) or the
 * days picked one by one (`dates`), with optional hours (default 09:00-18:00 on the server).
 */
export const slotGenerationInput = z
  .object({
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    // The 60-day window holds 61 dates; more can only be repeats or out-of-window days.
    dates: z
      .array(isoDate)
      .max(BOOKING_WINDOW_DAYS + 1, { error: "Too many dates" })
      .optional(),
    startTime: clockTime.optional(),
    endTime: clockTime.optional(),
  })
  .superRefine((input, ctx) => {
    const hasRange = input.startDate !== undefined || input.endDate !== undefined;
    if (input.dates?.length && hasRange) {
      ctx.addIssue({ code: "custom", path: ["dates"], message: "Give either dates or startDate and endDate, not both" });
    } else if (!input.dates?.length && !hasRange) {
      ctx.addIssue({ code: "custom", path: ["dates"], message: "selectAtLeastOneDate" });
    } else if (hasRange && (input.startDate === undefined || input.endDate === undefined)) {
      ctx.addIssue({ code: "custom", path: [input.startDate ? "endDate" : "startDate"], message: "selectBothDates" });
    }
    for (const field of ["startTime", "endTime"] as const) {
      const time = input[field];
      if (time !== undefined && !isOnSlotGrid(time)) ctx.addIssue({ code: "custom", path: [field], message: "TIME_OFF_GRID" });
    }
    // Hours that cannot hold a single slot would silently create nothing ("24:00" is 1440 minutes).
    if (clockMinutes(input.endTime ?? DEFAULT_DAY_END) - clockMinutes(input.startTime ?? DEFAULT_DAY_START) < SLOT_MINUTES) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "TIME_RANGE_INVALID" });
    }
  });

/** Whose calendar (issue 16.2): an expert's id, or "any" (every start at which one offered expert is free). */
export const expertChoice = z
  .union([id, z.literal("any")])
  .optional()
  .meta({ description: "An expert's id (GET /experts), or \"any\"; omitted: the page's own calendar (its default expert)" });
/** Customer availability: `serviceId` narrows the starts to those its duration fits. */
export const availableSlotsInput = z.object({ from: isoDate, to: isoDate, serviceId: id.optional(), expertId: expertChoice });
/** One local date of the customer calendar (the times shown after a tap on a green day). */
export const availableTimesInput = z.object({ date: isoDate, serviceId: id.optional(), expertId: expertChoice });
export const bookingStatusInput = z.object({ status: bookingStatus, reason: shortText.optional() });
export const rescheduleBookingInput = z.object({ newSlotId: id });
/** Omitted dates default on the server (bookings: today-30..today+60; stats: the last 30 days). */
export const bookingListInput = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: bookingStatus.optional(),
  expertId: id.optional().meta({ description: "One expert's bookings only (issue 16.2)" }),
});
/** Admin clients list (issue 15.1): optional search in name, phone and email, 1-based pages. */
export const CLIENT_NOTE_MAX = 2000;
export const CLIENTS_PAGE_SIZE_MAX = 100;
export const clientListInput = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENTS_PAGE_SIZE_MAX).default(20),
});
export const clientNoteInput = z.object({ note: z.string().trim().max(CLIENT_NOTE_MAX) });
/** Back office (issue 15.2): the bookings list with filters and pages. */
export const BOOKINGS_PAGE_SIZE_MAX = 100;
export const adminBookingSearchInput = bookingListInput.extend({
  serviceId: id.optional(),
  expertId: id.optional(),
  search: z.string().trim().max(100).optional().meta({ description: "Every word must match the client's name, phone or email" }),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(BOOKINGS_PAGE_SIZE_MAX).default(20),
});
/** The day and week views: at most 7 local dates. */
export const CALENDAR_MAX_DAYS = 7;
export const calendarInput = z.object({ from: isoDate, to: isoDate, expertId: id.optional() });
export const BULK_CONFIRM_MAX = 100;
export const bulkConfirmInput = z.object({
  ids: z
    .array(id)
    .min(1)
    .max(BULK_CONFIRM_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: "Duplicate ids" }),
});
export const noShowInput = z.object({ noShow: z.boolean() });
/** A phone-in booking's new client: a name and at least one of phone and email. */
export const phoneInClientInput = z
  .object({
    firstName: requiredText("allFieldsRequired").trim().max(MAX_SHORT_TEXT_LENGTH).min(1, { error: "allFieldsRequired" }),
    lastName: shortText.optional(),
    phone: phone.optional(),
    email: email.optional(),
  })
  .refine((client) => client.phone !== undefined || client.email !== undefined, { error: "Give a phone or an email", path: ["phone"] });
export const adminCreateBookingInput = z
  .object({
    serviceId: id,
    slotId: id,
    clientId: id.optional().meta({ description: "An existing client of the tenant" }),
    client: phoneInClientInput.optional().meta({ description: "A new client (or the account that already has this email)" }),
    confirm: z.boolean().default(false).meta({ description: "Confirm at once (PENDING -> CONFIRMED)" }),
  })
  .refine((input) => (input.clientId === undefined) !== (input.client === undefined), {
    error: "Give exactly one of clientId and client",
    path: ["clientId"],
  });
export const bookingsExportInput = z.object({ from: isoDate.optional(), to: isoDate.optional(), lang: language.optional() });
export const clientsExportInput = z.object({ search: z.string().trim().max(100).optional(), lang: language.optional() });
export const statsInput = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  serviceId: id.optional(),
  expertId: id.optional().meta({ description: "One expert's bookings only (issue 16.2); new users are the page's either way" }),
});
/**
 * The tenant's booking rules: open (PENDING) bookings one customer may hold at a time (issue 12.6,
 * 0 = no cap) and the minimum notice, in minutes, before a booking's start (issue 15.3).
 */
export const bookingPolicy = z.object({
  maxPendingPerCustomer: z.number().int().min(0).max(MAX_PENDING_PER_CUSTOMER_LIMIT),
  minNoticeMinutes: z.number().int().min(0).max(MAX_MIN_NOTICE_MINUTES),
  bufferMinutes: z.number().int().min(0).max(MAX_BUFFER_MINUTES),
  selfCancelHours: z.number().int().min(0).max(MAX_SELF_SERVICE_HOURS).nullable(),
  selfMoveHours: z.number().int().min(0).max(MAX_SELF_SERVICE_HOURS).nullable(),
});
/** A change of the booking policy: the fields given (at least one); the others keep their value. */
export const bookingPolicyChange = bookingPolicy
  .partial()
  .refine((change) => Object.keys(change).length > 0, { error: "Give at least one setting" });

// ---- Owner account area: profile, password, plans, promo codes, checkout, domain, bot, payments.

export const paymentProvider = z.enum(["YOOKASSA", "TBANK", "SBP"]);

export const updateProfileInput = z.object({
  firstName: shortText.min(1, { error: "First name is required" }),
  phone,
  email,
  /** Needed to change the email of an account that has a password (issue 20.2)... */
  currentPassword: password.optional(),
  /** ...or instead a fresh login code from the platform bot (POST /api/auth/request-code). */
  loginCode: verifyCodeInput.optional(),
});

export const changePasswordInput = z
  .object({
    currentPassword: password.min(1, { error: "passwordRequired" }),
    newPassword,
    confirmPassword: password,
  })
  .refine((input) => input.newPassword === input.confirmPassword, { error: "passwordMismatch", path: ["confirmPassword"] });

/** Any text: a code of the wrong shape is simply not valid ({ valid: false }), as an unknown one. */
export const validatePromoInput = z.object({ code: z.string().trim().toUpperCase().max(64), plan: planName });
export const calculatePriceInput = z.object({ plan: planName, promoCode: promoCodeInput.nullish() });
export const checkoutInput = z.object({ plan: planName, promoCode: promoCodeInput.nullish(), provider: paymentProvider.optional() });

/** Spec §5: entered without a scheme or path; an empty value (or null) removes the domain. */
export const customDomainInput = z.object({ domain: z.string().trim().max(300).nullable() });

export const botConfigInput = z.object({
  /** A new token; null removes the stored one; omitted or "" keeps it (the client never sees it). */
  botToken: z.string().trim().max(200).nullish(),
  isActive: z.boolean(),
});

export const paymentMethodToggleInput = z.object({ provider: paymentProvider, isEnabled: z.boolean() });
/** `config` is checked against the provider's schema on the server (packages/payments); null removes it. */
export const paymentCredentialsInput = z.object({ provider: paymentProvider, config: z.record(z.string(), z.unknown()).nullable() });
export const paymentProviderInput = z.object({ provider: paymentProvider });
