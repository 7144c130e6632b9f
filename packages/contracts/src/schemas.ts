// Request schemas shared by the server (validation) and the client (forms). A schema's error
// message is an ErrorCode where the spec names one, so both sides show the same key.
import { z } from "zod";
import {
  LANGUAGES, LOGIN_CODE_LENGTH, MAX_SHORT_TEXT_LENGTH, MAX_TEXT_LENGTH, MIN_PASSWORD_LENGTH, MIN_PHONE_LENGTH,
} from "./constants.ts";
import { PLANS } from "./plans.ts";

/** Spec §5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const id = z.uuid({ error: "Invalid id" });
export const shortText = z.string().trim().max(MAX_SHORT_TEXT_LENGTH);
export const longText = z.string().trim().max(MAX_TEXT_LENGTH);
export const email = z.string().trim().toLowerCase().max(254).min(1, { error: "emailRequired" }).regex(EMAIL_PATTERN, { error: "invalidEmail" });
export const phone = z.string().trim().max(32).min(MIN_PHONE_LENGTH, { error: "invalidPhone" });
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
  username: shortText.min(1, { error: "allFieldsRequired" }),
  firstName: shortText.min(1, { error: "allFieldsRequired" }),
  email: z.string().trim().min(1, { error: "allFieldsRequired" }).pipe(email),
  password: z.string().trim().min(1, { error: "allFieldsRequired" }).pipe(newPassword),
  phone: z.string().trim().min(1, { error: "allFieldsRequired" }).pipe(phone),
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
});

export const checkUserInput = z.object({ email });
export const webLoginInput = z.object({ email, password: password.min(1, { error: "passwordRequired" }) });
export const requestCodeInput = z.object({ email });
export const verifyCodeInput = z.object({
  sessionId: id,
  code: z.string().min(1, { error: "codeRequired" }).regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), { error: "invalidCode" }),
});
export const languageInput = z.object({ language });

/** Prices travel as numbers in major units with at most 2 decimals. */
export const price = z.number({ error: "Price must be a number" }).nonnegative().max(1_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: "Price has at most 2 decimals" });

export const serviceInput = z.object({
  name: shortText.min(1, { error: "Name is required" }),
  description: longText.min(1, { error: "Description is required" }),
  price,
  duration: z.number().int().positive().max(24 * 60),
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
});

export const dateRangeInput = z.object({ from: isoDate, to: isoDate });

export const availabilityInput = z.object({
  startDate: isoDate,
  endDate: isoDate,
  startTime: clockTime.optional(),
  endTime: clockTime.optional(),
});

export const bookingStatus = z.enum(["PENDING", "CONFIRMED", "PAID", "CANCELLED"]);
