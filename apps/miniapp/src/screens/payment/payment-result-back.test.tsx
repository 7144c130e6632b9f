// Issue 14.5: the payment result page always offers the way back to the tenant's "My bookings"
// for a booking's payment, whatever the outcome (and not for the owner's subscription).
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../admin/ui/test-api.tsx";
import { PaymentStatus } from "./PaymentResultScreen.tsx";

afterEach(cleanup);

const ID = "0190aaaa-0000-7000-8000-0000000000aa";
const BOOKINGS = "/webapp/acme/my-bookings";
const payment = (status: string, purpose = "BOOKING") => ({
  id: ID,
  purpose,
  provider: "YOOKASSA",
  status,
  amount: 30,
  currency: "RUB",
  plan: null,
  bookingId: "b",
  confirmationUrl: null,
});

async function show(answer: () => unknown, bookingsPath: string | undefined = BOOKINGS) {
  await renderWithApi(<PaymentStatus paymentId={ID} bookingsPath={bookingsPath} />, { handlers: { "payments.get": answer } });
}

const linksTo = (path: string) => Array.from(document.querySelectorAll("a")).filter((link) => link.getAttribute("href") === path);

describe("payment result: the way back to my bookings", () => {
  it("after a failed payment: Try again and My bookings", async () => {
    await show(() => payment("FAILED"));
    await screen.findByText("Try again");
    expect(screen.getByTestId("payment-my-bookings").getAttribute("href")).toBe(BOOKINGS);
  });

  it("after a confirmed payment opened without the paying screen's memory: the main button goes to my bookings, once", async () => {
    await show(() => payment("SUCCEEDED"));
    await screen.findByText("Payment confirmed");
    expect(linksTo(BOOKINGS)).toHaveLength(1);
  });

  it("when the payment cannot be loaded", async () => {
    await show(() => {
      throw apiFailure("INTERNAL_ERROR", 500);
    });
    expect((await screen.findByTestId("payment-my-bookings")).getAttribute("href")).toBe(BOOKINGS);
  });

  it("not for the owner's subscription, which goes back to the account", async () => {
    await show(() => payment("SUCCEEDED", "SUBSCRIPTION"));
    await screen.findByText("Payment confirmed");
    expect(screen.queryByTestId("payment-my-bookings")).toBeNull();
    expect(linksTo("/account")).toHaveLength(1);
  });
});
