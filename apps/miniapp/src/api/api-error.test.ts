import { describe, expect, it } from "vitest";
import { errorCodeOf, errorStatusOf, toApiError } from "./api-error.ts";
import { ApiError } from "./http.ts";

describe("one error shape for REST and tRPC failures", () => {
  it("keeps ApiErrors as they are", () => {
    const error = new ApiError(409, "SLOT_TAKEN", "taken");
    expect(toApiError(error)).toBe(error);
    expect(errorCodeOf(error)).toBe("SLOT_TAKEN");
  });

  it("reads the server's code and status from a tRPC client error's data", () => {
    const trpcError = Object.assign(new Error("This time slot has just been taken"), {
      name: "TRPCClientError",
      data: { code: "CONFLICT", httpStatus: 409, error: "SLOT_TAKEN", path: "bookings.create" },
    });
    expect(toApiError(trpcError)).toMatchObject({ status: 409, code: "SLOT_TAKEN", message: "This time slot has just been taken" });
    expect(errorStatusOf(trpcError)).toBe(409);
  });

  it("treats a tRPC call without an answer as status 0 (retryable, generic text)", () => {
    const offline = Object.assign(new Error("Failed to fetch"), { name: "TRPCClientError" });
    expect(toApiError(offline)).toMatchObject({ status: 0, message: "Request failed" });
  });

  it("leaves other values alone", () => {
    const plain = new Error("boom");
    expect(toApiError(plain)).toBe(plain);
    expect(errorCodeOf(plain)).toBeUndefined();
    expect(errorStatusOf("x")).toBeUndefined();
  });
});
