// Admin content: services, news, articles (spec §5 forms). Stricter than serviceInput, newsInput and
// articleInput in schemas.ts: durations on the slot step, no control characters, image links
// normalised. The server validates with these; the admin forms should too.
import { z } from "zod";
import { intakeQuestions } from "./intake.ts";
import { isHttpsLink, type ServiceLocation } from "./session-location.ts";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX, MAX_URL_LENGTH, SLOT_MINUTES } from "./constants.ts";
import { articleInput, httpUrl, longText, newsInput, serviceInput, shortText } from "./schemas.ts";

/** C0/C1 controls other than \t \n \r, and unpaired UTF-16 surrogates: not text (PostgreSQL refuses NUL). */
const NON_TEXT_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
/** In a link even \t \n \r are junk (URL parsers drop them silently, hiding what was sent). */
const NON_URL_CHARACTER = /[\p{Cc}\p{Cs}]/u;
const CONTROL_CHARACTERS = { error: "Control characters are not allowed" };

/**
 * Content is stored as typed (HTML and SQL look-alikes included) and returned as a JSON string; the
 * client renders it as text, never as HTML, so markup in it stays inert.
 */
export const plainShortText = shortText.refine((v) => !NON_TEXT_CHARACTER.test(v), CONTROL_CHARACTERS);
export const plainLongText = longText.refine((v) => !NON_TEXT_CHARACTER.test(v), CONTROL_CHARACTERS);

/**
 * An optional picture link: http(s) only (javascript:, data:, ftp: refused). "" (an emptied form
 * field) and null mean none; absent means "leave as is" on an update. Stored as the WHATWG href, so
 * spaces, quotes and angle brackets arrive percent-encoded.
 */
export const optionalImageUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine((v) => !NON_URL_CHARACTER.test(v), CONTROL_CHARACTERS)
  .refine((v) => v.trim() === "" || httpUrl.safeParse(v).success, { error: "Must be an http(s) URL" })
  .transform((v) => (v.trim() === "" ? null : new URL(v.trim()).href))
  .nullish();

/**
 * The owner's own meeting link (issue 31.2): https only, since customers open it from a message or
 * a calendar; stored as the WHATWG href.
 */
export const meetingLink = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .refine((v) => !NON_URL_CHARACTER.test(v), CONTROL_CHARACTERS)
  .refine(isHttpsLink, { error: "Must be an https URL" })
  .transform((v) => new URL(v).href);

/** Where a service's sessions happen (issue 31.2, session-location.ts): a field error names location.url or location.address. */
export const serviceLocationInput = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("inPerson"),
      address: plainShortText
        .nullish()
        .transform((v) => (v ? v : null))
        .meta({ description: "Another address for this service; null or empty: the business address from the contacts" }),
    }),
    z.object({ kind: z.literal("phone") }),
    z.object({ kind: z.literal("link"), url: meetingLink.meta({ description: "The owner's fixed meeting link (https)" }) }),
    z.object({ kind: z.literal("jitsi").meta({ description: "A Jitsi Meet room of its own for each booking" }) }),
  ])
  .meta({ description: "Where the service's sessions happen (issue 31.2)" });
// The stored shape and the checked input are one: a change to either is a type error here.
serviceLocationInput satisfies z.ZodType<ServiceLocation, unknown>;

/** Minutes, whole slots of SLOT_MINUTES, at most a day. */
export const serviceDuration = z
  .number({ error: "Duration must be a number of minutes" })
  .int()
  .positive()
  .max(24 * 60)
  .multipleOf(SLOT_MINUTES, { error: `Duration must be a multiple of ${SLOT_MINUTES} minutes` });

export const serviceFormInput = serviceInput.extend({
  name: plainShortText.min(1, { error: "Name is required" }),
  description: plainLongText.min(1, { error: "Description is required" }),
  duration: serviceDuration,
  /** Booking questions (issue 31.1); left out: a new service asks none, an edit keeps the service's. */
  questions: intakeQuestions.optional(),
  /** Where sessions happen (issue 31.2); null: not said; left out: a new service says none, an edit keeps it. */
  location: serviceLocationInput.nullable().optional(),
});

/** A PUT replaces the form's fields; `isActive` left out keeps the current state. */
export const serviceUpdateInput = serviceFormInput.extend({ isActive: z.boolean().optional() });

export const newsFormInput = newsInput.extend({
  title: plainShortText.min(1, { error: "Title is required" }),
  content: plainLongText.min(1, { error: "Content is required" }),
  imageUrl: optionalImageUrl,
});

export const articleFormInput = articleInput.extend({
  title: plainShortText.min(1, { error: "Title is required" }),
  content: plainLongText.min(1, { error: "Content is required" }),
  coverImageUrl: optionalImageUrl,
});

/** `?limit=` of public lists; a query string arrives as text, hence the coercion. */
export const listLimitInput = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
});
