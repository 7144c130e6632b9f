// Spec §3 Account, shared by the account procedures of this folder and the tenant subscription ones.
import { z } from "zod";
import { paymentProvider, planName, prepaymentPolicy } from "@booking/contracts";

const isoInstant = z.string().meta({ description: "ISO 8601 instant" });

export const planLimitsView = z.object({
  priceMonthlyMinor: z.number().int(),
  priceMonthly: z.number().meta({ description: "Major units (spec limits.priceMonthly)" }),
  maxServices: z.number().int().nullable(),
  maxBookingsPerMonth: z.number().int().nullable(),
  maxNews: z.number().int().nullable(),
  allowsPaymentIntegration: z.boolean(),
  allowsCustomDomain: z.boolean(),
  allowsCustomBot: z.boolean(),
  allowsApiAccess: z.boolean(),
  platformBranding: z.boolean(),
  whiteLabel: z.boolean().meta({ description: "ENTERPRISE: no platform name anywhere a customer sees; the page takes its own colour" }),
  maxTeamMembers: z
    .number()
    .int()
    .nullable()
    .meta({ description: "Team members besides the owner (invitations included); null = unlimited" }),
  allowsMultipleExperts: z.boolean(),
});

export const subscriptionView = z.object({
  plan: planName,
  expiresAt: isoInstant.nullable(),
  autoRenew: z.boolean(),
  nextPlan: planName.nullable().meta({ description: "Bought while the current plan runs; starts when it expires" }),
  limits: planLimitsView,
  pendingPayment: z
    .object({
      paymentId: z.string(),
      plan: planName.nullable(),
      confirmationUrl: z.string(),
      expiresAt: isoInstant.nullable(),
    })
    .nullable()
    .meta({ description: "An open checkout or renewal invoice" }),
  graceEndsAt: isoInstant
    .nullable()
    .meta({ description: "The plan ended unpaid and is kept until then while its renewal waits; null when nothing is due" }),
});

export const botConfigView = z.object({
  isActive: z.boolean(),
  botUsername: z.string().nullable(),
  hasToken: z.boolean().meta({ description: "The token itself is never returned" }),
});

export const paymentMethodView = z.object({
  provider: paymentProvider,
  isEnabled: z.boolean(),
  config: z.object({ isConfigured: z.boolean() }).meta({ description: "Credentials are never returned" }),
});

export const accountView = z.object({
  tenant: z.object({
    id: z.string().meta({ description: "The tenant's slug (its page is /webapp/{id})" }),
    displayName: z.string(),
    subscriptionPlan: planName,
    isActive: z.boolean(),
    subscriptionExpiresAt: isoInstant.nullable(),
    customDomain: z.string().nullable(),
    domainTarget: z.string().meta({ description: "The host name the domain's A/CNAME records must point at (from PUBLIC_URL)" }),
    currency: z.string().meta({ description: "ISO 4217 code the tenant's prices are shown and charged in (USD or RUB)" }),
    prepayment: prepaymentPolicy.meta({
      description: "REQUIRED: an unpaid booking is released when its payment window passes. OPTIONAL: it stays.",
    }),
  }),
  botConfig: botConfigView,
  subscription: subscriptionView,
  paymentMethods: z.array(paymentMethodView),
});
