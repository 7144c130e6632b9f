// Personal data (issue 30): what a registration or booking form agrees to, the business's privacy
// policy setting, and the marketing opt-in. Shared by the server (validation) and the client (forms).
import { z } from "zod";

/**
 * Version of the consent wording shown beside every sign-up and booking form (i18n `privacy.consent`).
 * Change it whenever that wording changes: each consent record keeps the version it was given to.
 */
export const CONSENT_TEXT_VERSION = "2026-11-29";
/** Version of the platform's own terms of use and privacy policy (the /terms and /privacy pages). */
export const PLATFORM_TERMS_VERSION = "2026-11-29";
/** The longest privacy policy text an owner may publish (characters). */
export const PRIVACY_POLICY_TEXT_MAX = 30_000;

/** Not ticked (absent, null or false) is `consentRequired`; any other value is a malformed request. */
const consentGiven = z.literal(true, {
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === false ? "consentRequired" : undefined),
});

/**
 * The consent box of a form: required, and only `true` counts (spec-style key `consentRequired`).
 * `marketingOptIn` is the separate, optional box for the business's news messages.
 */
export const consentFields = {
  consent: consentGiven.meta({
    description: "The person agreed to the processing of their personal data under the business's policy and the platform's terms",
  }),
  marketingOptIn: z.boolean().optional().meta({ description: "A separate opt-in to the business's news and offers" }),
};

/** Booking and waitlist forms: consent is asked only of a customer who has not given it to this business yet. */
export const bookingConsentField = {
  consent: consentGiven.optional().meta({
    description:
      "Required (else 400 consentRequired) when the caller has not yet agreed to this business's privacy policy (GET /api/consent)",
  }),
};

/** The owner's policy: a link, or a text shown on the business's page, or neither (the platform's default). */
export const privacyPolicyInput = z
  .object({
    // schemas.ts imports this module, so its httpUrl is spelled out here rather than imported.
    url: z.preprocess(
      (value) => (value === "" ? null : value),
      z
        .url({ protocol: /^https?$/, error: "Must be an http(s) URL" })
        .max(2000)
        .nullable()
        .default(null),
    ),
    text: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? null : value),
      z.string().trim().max(PRIVACY_POLICY_TEXT_MAX).nullable().default(null),
    ),
  })
  .refine((policy) => policy.url === null || policy.text === null, { error: "Give either a link or a text, not both", path: ["text"] });

export const marketingConsentInput = z.object({ optIn: z.boolean() });
