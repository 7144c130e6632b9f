// Spec §6 subscription gates, as the account screen enables its controls. The server enforces the
// same gates (PLAN_REQUIRED_PRO, PLAN_CUSTOM_DOMAIN_NOT_ALLOWED, PLAN_PAYMENTS_NOT_ALLOWED); the
// screen only avoids offering what would be refused. Limits come from the account answer (the
// plan in effect), which the shared catalogue also feeds.
import type { PlanLimits } from "@booking/contracts/plans";

type Limits = Pick<PlanLimits, "allowsCustomBot" | "allowsCustomDomain" | "allowsPaymentIntegration">;

/** Bot settings: both fields need PROFESSIONAL or ENTERPRISE; the active checkbox also needs a token. */
export function botControls(limits: Limits, token: { stored: boolean; typed: string }) {
  const allowed = limits.allowsCustomBot;
  return { tokenEnabled: allowed, activeEnabled: allowed && (token.stored || token.typed.trim() !== "") };
}

/** Domain: Save needs a plan with custom domains, no save running, and something typed. */
export function domainSaveEnabled(limits: Limits, state: { saving: boolean; input: string }): boolean {
  return limits.allowsCustomDomain && !state.saving && state.input.trim() !== "";
}

/** Payments: a provider's checkbox needs a plan with payment integration (not FREE) and credentials. */
export function paymentToggleEnabled(limits: Limits, isConfigured: boolean): boolean {
  return limits.allowsPaymentIntegration && isConfigured;
}

/** Credentials can be stored on any plan with payment integration. */
export function paymentCredentialsEnabled(limits: Limits): boolean {
  return limits.allowsPaymentIntegration;
}
