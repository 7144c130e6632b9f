// The checkout's promo code (spec §5, §9): forced to upper case, checked only after 500 ms without
// typing (one request, for the final code), with a spinner meanwhile and the answer's message
// after; a valid code reprices the order (subtotal struck through, discount line, total).
import { PLAN_CATALOGUE } from "@booking/contracts/plans";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiFailure, renderWithApi } from "../../admin/ui/test-api.tsx";
import { CheckoutDialog } from "./CheckoutDialog.tsx";

const quote = (promoCode: string | null) =>
  promoCode
    ? {
        promoApplied: true,
        originalPrice: 19.99,
        discountAmount: 4,
        finalPrice: 15.99,
        promoCode,
        promoReason: "valid",
        promoMessage: null,
      }
    : {
        promoApplied: false,
        originalPrice: 19.99,
        discountAmount: 0,
        finalPrice: 19.99,
        promoCode: null,
        promoReason: null,
        promoMessage: null,
      };

const handlers = {
  "tenantManagement.validatePromo": (input: unknown) => {
    const { code } = input as { code: string };
    return code === "SAVE20" ? { valid: true, message: "", reason: "valid" } : { valid: false, message: "", reason: "invalidPromoCode" };
  },
  "tenantManagement.calculatePrice": (input: unknown) => quote((input as { promoCode: string | null }).promoCode),
};

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Lets the fake API answer and the screen show it: 1 ms rounds until `done` (React's scheduler
 * needs a timer tick), at most 20 ms: far below the 500 ms debounce the test measures.
 */
async function settle(done: () => boolean = () => false) {
  for (let round = 0; round < 20 && !done(); round += 1) await advance(1);
}

function promoInput(): HTMLInputElement {
  return screen.getByRole("textbox", { name: "Promo code" });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("checkout promo code", () => {
  it("is upper-cased, checked once 500 ms after the last key, and reprices the order", async () => {
    const api = await renderWithApi(<CheckoutDialog plan={PLAN_CATALOGUE.PROFESSIONAL} tenantSlug="salon" onClose={() => undefined} />, {
      handlers,
    });
    await settle(() => !!screen.queryByTestId("order-total"));
    expect(screen.getByTestId("order-total").textContent).toBe("$19.99");

    fireEvent.change(promoInput(), { target: { value: "sa" } });
    expect(promoInput().value).toBe("SA");
    await advance(300);
    fireEvent.change(promoInput(), { target: { value: "save20" } });
    expect(promoInput().value).toBe("SAVE20");
    expect(document.querySelector('[data-promo-status="checking"]')?.textContent).toBe("Checking…");

    await advance(499);
    expect(api.callsTo("tenantManagement.validatePromo"), "nothing is sent while the user types").toEqual([]);
    await advance(1);
    await settle(() => !!document.querySelector('[data-promo-status="valid"]'));
    expect(api.callsTo("tenantManagement.validatePromo").map((call) => call.input)).toEqual([{ code: "SAVE20", plan: "PROFESSIONAL" }]);
    expect(document.querySelector('[data-promo-status="valid"]')?.textContent).toBe("Promo code is valid");

    await settle(() => !!screen.queryByTestId("order-discount"));
    expect(api.callsTo("tenantManagement.calculatePrice").at(-1)?.input).toEqual({ plan: "PROFESSIONAL", promoCode: "SAVE20" });
    expect(screen.getByTestId("order-subtotal").querySelector("s")?.textContent).toBe("$19.99");
    expect(screen.getByTestId("order-discount").textContent).toContain("Discount (SAVE20)");
    expect(screen.getByTestId("order-total").textContent).toBe("$15.99");
  });

  it("shows why a code is refused and keeps the full price", async () => {
    const api = await renderWithApi(<CheckoutDialog plan={PLAN_CATALOGUE.PROFESSIONAL} tenantSlug="salon" onClose={() => undefined} />, {
      handlers,
    });
    fireEvent.change(promoInput(), { target: { value: "nope" } });
    await advance(500);
    await settle(() => !!document.querySelector('[data-promo-status="invalid"]'));
    expect(document.querySelector('[data-promo-status="invalid"]')?.textContent).toBe("Invalid promo code");
    expect(api.callsTo("tenantManagement.calculatePrice").every((call) => (call.input as { promoCode: unknown }).promoCode === null)).toBe(
      true,
    );
    expect(screen.getByTestId("order-total").textContent).toBe("$19.99");
    expect(screen.queryByTestId("order-discount")).toBeNull();
  });

  it("buys with the applied code; a plan that costs nothing is activated at once", async () => {
    const onClose = vi.fn();
    const api = await renderWithApi(<CheckoutDialog plan={PLAN_CATALOGUE.STARTER} tenantSlug="salon" onClose={onClose} />, {
      handlers: { ...handlers, "tenantManagement.checkout": () => ({ activated: true, plan: "STARTER", paymentId: "p1" }) },
    });
    fireEvent.change(promoInput(), { target: { value: "save20" } });
    await advance(500);
    await settle(() => !!screen.queryByTestId("order-discount"));
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    await settle(() => onClose.mock.calls.length > 0);
    expect(api.callsTo("tenantManagement.checkout").map((call) => call.input)).toEqual([{ plan: "STARTER", promoCode: "SAVE20" }]);
    expect(screen.getByText("Plan upgraded successfully")).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("a plan bought while another runs says it is queued and when it starts (issue 15.6), not an upgrade", async () => {
    const onClose = vi.fn();
    const running = {
      plan: "STARTER",
      expiresAt: "2026-12-20T12:00:00.000Z",
      autoRenew: true,
      nextPlan: null,
      limits: PLAN_CATALOGUE.STARTER.limits,
      pendingPayment: null,
      graceEndsAt: null,
    } as const;
    await renderWithApi(<CheckoutDialog plan={PLAN_CATALOGUE.PROFESSIONAL} tenantSlug="salon" subscription={running} onClose={onClose} />, {
      handlers: { ...handlers, "tenantManagement.checkout": () => ({ activated: true, plan: "PROFESSIONAL", paymentId: "p2" }) },
    });
    await settle(() => !screen.getByRole("button", { name: "Buy Now" }).hasAttribute("disabled"));
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    await settle(() => onClose.mock.calls.length > 0);
    expect(screen.getByText(/Professional is bought: it starts on .*2026, when the current plan ends/)).toBeTruthy();
    expect(screen.queryByText("Plan upgraded successfully")).toBeNull();
  });

  it("sends one Idempotency-Key per purchase: Buy Now again repeats it, another code gets a new one", async () => {
    let failures = 2;
    const api = await renderWithApi(<CheckoutDialog plan={PLAN_CATALOGUE.STARTER} tenantSlug="salon" onClose={() => undefined} />, {
      handlers: {
        ...handlers,
        "tenantManagement.checkout": () => {
          if (failures-- > 0) throw apiFailure("PAYMENT_PROVIDER_ERROR", 502);
          return { activated: true, plan: "STARTER", paymentId: "p1" };
        },
      },
    });
    const buyNow = () => screen.getByRole("button", { name: "Buy Now" }) as HTMLButtonElement;
    const checkouts = () => api.callsTo("tenantManagement.checkout");
    await settle(() => !!screen.queryByTestId("order-total") && !buyNow().disabled);
    fireEvent.click(buyNow());
    await settle(() => checkouts().length === 1 && !buyNow().disabled);
    fireEvent.click(buyNow());
    await settle(() => checkouts().length === 2 && !buyNow().disabled);
    fireEvent.change(promoInput(), { target: { value: "save20" } });
    await advance(500);
    await settle(() => !!screen.queryByTestId("order-discount") && !buyNow().disabled);
    fireEvent.click(buyNow());
    await settle(() => checkouts().length === 3);
    const keys = checkouts().map((call) => call.context.idempotencyKey);
    expect(keys[0]).toMatch(/^[\x21-\x7E]{16,255}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
