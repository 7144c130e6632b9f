// The single plan catalogue (ARCHITECTURE.md, Plans): the landing page, the account page, the server's limits
// and the client's fallback list all read this, so they can never disagree.

export const PLANS = ["FREE", "STARTER", "PROFESSIONAL", "ENTERPRISE"] as const;
export type PlanName = (typeof PLANS)[number];

export interface PlanLimits {
  /** Monthly price in minor units (cents). */
  priceMonthlyMinor: number;
  /** Monthly price in major units, as the spec's `limits.priceMonthly`. */
  priceMonthly: number;
  /** null = unlimited */
  maxServices: number | null;
  maxBookingsPerMonth: number | null;
  maxNews: number | null;
  allowsPaymentIntegration: boolean;
  allowsCustomDomain: boolean;
  allowsCustomBot: boolean;
  allowsApiAccess: boolean;
  /** FREE pages carry a small "powered by" mark (storefront footer, bot messages to customers). */
  platformBranding: boolean;
  /** ENTERPRISE: the platform's name appears nowhere a customer sees; the page's colour on the web. */
  whiteLabel: boolean;
  /** Team members besides the owner (ADMIN and EXPERT, open invitations included); null = unlimited. */
  maxTeamMembers: number | null;
  /** Several experts with their own profiles and schedules (role EXPERT): ENTERPRISE. */
  allowsMultipleExperts: boolean;
}

export interface PlanInfo {
  plan: PlanName;
  limits: PlanLimits;
  popular: boolean;
  /** i18n keys of the feature list (packages/i18n `plans.features.*`). */
  featureKeys: string[];
  gradient: string;
}

export const PLAN_CATALOGUE: Record<PlanName, PlanInfo> = {
  FREE: {
    plan: "FREE",
    limits: {
      priceMonthlyMinor: 0,
      priceMonthly: 0,
      maxServices: 1,
      maxBookingsPerMonth: 10,
      maxNews: 5,
      allowsPaymentIntegration: false,
      allowsCustomDomain: false,
      allowsCustomBot: false,
      allowsApiAccess: false,
      platformBranding: true,
      whiteLabel: false,
      maxTeamMembers: 0,
      allowsMultipleExperts: false,
    },
    popular: false,
    featureKeys: ["bookings10", "services1", "news5", "platformBranding"],
    gradient: "linear-gradient(135deg, #8e9eab, #eef2f3)",
  },
  STARTER: {
    plan: "STARTER",
    limits: {
      priceMonthlyMinor: 999,
      priceMonthly: 9.99,
      maxServices: 5,
      maxBookingsPerMonth: 50,
      maxNews: 20,
      allowsPaymentIntegration: true,
      allowsCustomDomain: false,
      allowsCustomBot: false,
      allowsApiAccess: false,
      platformBranding: false,
      whiteLabel: false,
      maxTeamMembers: 1,
      allowsMultipleExperts: false,
    },
    popular: false,
    featureKeys: ["bookings50", "services5", "news20", "paymentIntegration", "noBranding"],
    gradient: "linear-gradient(135deg, #56ccf2, #2f80ed)",
  },
  PROFESSIONAL: {
    plan: "PROFESSIONAL",
    limits: {
      priceMonthlyMinor: 1999,
      priceMonthly: 19.99,
      maxServices: null,
      maxBookingsPerMonth: null,
      maxNews: null,
      allowsPaymentIntegration: true,
      allowsCustomDomain: true,
      allowsCustomBot: true,
      allowsApiAccess: true,
      platformBranding: false,
      whiteLabel: false,
      maxTeamMembers: 5,
      allowsMultipleExperts: false,
    },
    // ARCHITECTURE.md, Plans: PROFESSIONAL is the popular plan everywhere.
    popular: true,
    featureKeys: ["unlimitedBookings", "unlimitedServices", "customBot", "customDomain", "apiAccess"],
    gradient: "linear-gradient(135deg, #a18cd1, #fbc2eb)",
  },
  ENTERPRISE: {
    plan: "ENTERPRISE",
    limits: {
      priceMonthlyMinor: 4900,
      priceMonthly: 49,
      maxServices: null,
      maxBookingsPerMonth: null,
      maxNews: null,
      allowsPaymentIntegration: true,
      allowsCustomDomain: true,
      allowsCustomBot: true,
      allowsApiAccess: true,
      platformBranding: false,
      whiteLabel: true,
      maxTeamMembers: null,
      allowsMultipleExperts: true,
    },
    popular: false,
    // Only what exists (issue 16.7): no SLA or priority support is sold until there is one.
    featureKeys: ["everythingInPro", "whiteLabel", "multiExpert"],
    gradient: "linear-gradient(135deg, #f7971e, #ffd200)",
  },
};

export const PLAN_LIST: PlanInfo[] = PLANS.map((p) => PLAN_CATALOGUE[p]);

export function planLimits(plan: PlanName): PlanLimits {
  return PLAN_CATALOGUE[plan].limits;
}
