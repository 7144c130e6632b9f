// Test helper: the code of the AppError an action throws. Anything else (no error, a TypeError)
// fails loudly, because the contract is that bad input always ends as an AppError.
import { AppError, type ErrorCode } from "@booking/contracts";

export function thrownAppErrorCode(action: () => unknown): ErrorCode {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw new Error(`Expected an AppError, got ${String(error)}`, { cause: error });
  }
  throw new Error("Expected an AppError, nothing was thrown");
}
