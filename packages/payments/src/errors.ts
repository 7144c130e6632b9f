// Every failure leaves this package as an AppError with a stable code. Messages name the provider
// and the operation but never carry credentials: anything that might echo a secret is redacted.
import { AppError } from "@booking/contracts";

/** Human name of the processor that was called (SBP failures are reported by the route they took). */
export type ProcessorName = "YooKassa" | "T-Bank";

export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length > 0) out = out.split(secret).join("[redacted]");
  }
  return out;
}

function failure(code: "PAYMENT_PROVIDER_ERROR" | "PAYMENT_PROVIDER_UNREACHABLE") {
  return (processor: ProcessorName, operation: string, reason: string, details: Record<string, unknown> = {}): AppError =>
    new AppError(code, `${processor} ${operation} failed: ${reason}`, { provider: processor, operation, ...details });
}

/** The provider answered, but with an error or an answer we cannot use (not about the credentials). */
export const providerError = failure("PAYMENT_PROVIDER_ERROR");

/** The provider could not be reached or did not answer in time: nothing is known about the credentials. */
export const providerUnreachable = failure("PAYMENT_PROVIDER_UNREACHABLE");

/** The provider answered that the credentials are wrong (not "missing": they are stored, and refused). */
export function credentialsRejected(processor: ProcessorName, operation: string): AppError {
  return new AppError("PAYMENT_CREDENTIALS_REJECTED", `${processor} rejected the configured credentials (${operation})`, {
    provider: processor,
    operation,
  });
}

/** A notification that cannot be proven genuine. */
export function notificationRejected(processor: ProcessorName, reason: string): AppError {
  return new AppError("PAYMENT_NOTIFICATION_INVALID", `${processor} notification rejected: ${reason}`, {
    provider: processor,
    reason,
  });
}

/** The caller asked for something this provider cannot do (e.g. a non-RUB payment through SBP). */
export function unsupportedRequest(processor: ProcessorName, message: string): AppError {
  return new AppError("VALIDATION_ERROR", `${processor}: ${message}`, { provider: processor });
}

/** Amounts cross this package as positive integer minor units; anything else is a caller bug. */
export function assertPositiveAmount(processor: ProcessorName, amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw unsupportedRequest(processor, `amount must be a positive integer of minor units, got ${amountMinor}`);
  }
}
