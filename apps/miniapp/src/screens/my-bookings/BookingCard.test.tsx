// The Pay button follows the server's `canPay` (status, price and the page's payment methods are
// the server's to judge), and disappears for good once a payment was refused as unavailable.
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Booking } from "../../data/api-types.ts";
import { renderWithApi } from "../admin/ui/test-api.tsx";
import { BookingCard } from "./BookingCard.tsx";

const booking = (data: Partial<Booking>): Booking => ({
  id: "0190aaaa-0000-7000-8000-000000000001",
  serviceId: "s",
  expertId: "e",
  serviceName: "Consultation",
  userId: "u",
  userName: "Ann",
  date: "2026-12-01",
  startTime: "10:00",
  endTime: "10:30",
  status: "PENDING",
  createdAt: "2026-11-22T10:00:00.000Z",
  price: 30,
  currency: "USD",
  cancelReason: null,
  cancelReasonCode: null,
  cancelReasonSlot: null,
  answers: [],
  location: null,
  canPay: false,
  prepayment: "OPTIONAL",
  calendarUrl: "https://book.example/api/calendar/t/bookings/b.sig.ics",
  startsAt: "2026-12-01T07:00:00.000Z",
  endsAt: "2026-12-01T07:30:00.000Z",
  selfService: {
    cancel: { allowed: data.status === undefined || data.status === "PENDING", until: null, refusal: null },
    move: { allowed: false, until: null, refusal: "NOT_ALLOWED" },
  },
  ...data,
});

afterEach(cleanup);

async function renderCard(data: Partial<Booking>, showPay = true) {
  const paid: Booking[] = [];
  await renderWithApi(
    <BookingCard booking={booking(data)} showPay={showPay} busy={false} onCancel={() => undefined} onPay={(chosen) => paid.push(chosen)} />,
    { handlers: {} },
  );
  return paid;
}

describe("booking card: Pay", () => {
  it("is offered when the server says the booking can be paid, and pays that booking", async () => {
    const paid = await renderCard({ canPay: true });
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(paid.map((b) => b.id)).toEqual(["0190aaaa-0000-7000-8000-000000000001"]);
  });

  it("is not offered when the server says no, whatever the status and price", async () => {
    await renderCard({ canPay: false, status: "PENDING", price: 30 });
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
  });

  it("is hidden after the page refused payments, even where canPay was true", async () => {
    await renderCard({ canPay: true }, false);
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
  });
});

describe("booking card: price", () => {
  it("is shown in the booking's own currency", async () => {
    await renderCard({ price: 1500, currency: "RUB" });
    expect(screen.getByText(/^RUB\s1,500$/)).toBeTruthy();
    cleanup();
    await renderCard({ price: 30, currency: "USD" });
    expect(screen.getByText("$30")).toBeTruthy();
  });
});

describe("booking card: the prepayment rule before paying (issue 20.1)", () => {
  it("says a required prepayment cancels an unpaid booking, beside the Pay button", async () => {
    await renderCard({ canPay: true, prepayment: "REQUIRED" });
    expect(screen.getByRole("button", { name: "Pay" })).toBeTruthy();
    expect(screen.getByTestId("prepayment-rule").textContent).toMatch(/Prepayment is required: .* cancelled/);
  });

  it("says an optional payment leaves the booking in place", async () => {
    await renderCard({ canPay: true, prepayment: "OPTIONAL" });
    expect(screen.getByTestId("prepayment-rule").textContent).toMatch(/optional: .* the booking stays/);
  });

  it("says nothing about paying where the booking cannot be paid", async () => {
    await renderCard({ canPay: false, prepayment: "REQUIRED" });
    expect(screen.queryByTestId("prepayment-rule")).toBeNull();
  });
});

describe("booking card: add to calendar", () => {
  it("links the booking's calendar file while it is not cancelled", async () => {
    await renderCard({ status: "CONFIRMED" });
    const link = screen.getByRole("link", { name: "Add to calendar" });
    expect(link.getAttribute("href")).toBe("https://book.example/api/calendar/t/bookings/b.sig.ics");
    cleanup();
    await renderCard({ status: "CANCELLED" });
    expect(screen.queryByRole("link", { name: "Add to calendar" })).toBeNull();
  });
});

describe("booking card: a booking the customer cannot cancel (issue 14.5)", () => {
  it("shows the business's contacts as links, not a disabled button", async () => {
    await renderWithApi(
      <BookingCard
        booking={booking({ status: "CONFIRMED" })}
        showPay={false}
        busy={false}
        onCancel={() => undefined}
        onPay={() => undefined}
        contacts={[
          { kind: "phone", value: "+7 (900) 123-45-67" },
          { kind: "telegram", value: "@acme_desk" },
          { kind: "address", value: "Main st. 1" },
        ]}
      />,
      { handlers: {} },
    );
    const contact = screen.getByTestId("contact-admin");
    expect(contact.textContent).toMatch(/contact the business/);
    expect(screen.getByRole("link", { name: "+7 (900) 123-45-67" }).getAttribute("href")).toBe("tel:+79001234567");
    expect(screen.getByRole("link", { name: "@acme_desk" }).getAttribute("href")).toBe("https://t.me/acme_desk");
    // The address opens on a map (issue 25.1).
    expect(screen.getByRole("link", { name: "Main st. 1" }).getAttribute("href")).toBe("https://yandex.ru/maps/?text=Main%20st.%201");
    expect(contact.querySelector("button")).toBeNull();
  });

  it("without contacts, links the business's own bot; without a bot, the platform's support; never a dead sentence", async () => {
    const card = (chat: { kind: "tenantBot" | "platformSupport"; url: string } | null) =>
      renderWithApi(
        <BookingCard
          booking={booking({ status: "CONFIRMED" })}
          showPay={false}
          busy={false}
          chat={chat}
          onCancel={() => undefined}
          onPay={() => undefined}
        />,
        { handlers: {} },
      );
    await card({ kind: "tenantBot", url: "https://t.me/acme_bot" });
    expect(screen.getByTestId("contact-admin").textContent).toMatch(/write to the business in Telegram/);
    expect(screen.getByRole("link", { name: "Write in Telegram" }).getAttribute("href")).toBe("https://t.me/acme_bot");
    cleanup();
    await card({ kind: "platformSupport", url: "https://t.me/platform_bot" });
    expect(screen.getByRole("link", { name: "Write to support" }).getAttribute("href")).toBe("https://t.me/platform_bot");
    cleanup();
    await card(null);
    expect(screen.getByTestId("contact-admin").textContent).toMatch(/contact the business directly/);
    expect(screen.queryByRole("link", { name: /Write/ })).toBeNull();
  });

  it("adds the business's bot beside contacts without a Telegram of their own, never the platform's support (issue 25.6)", async () => {
    await renderWithApi(
      <BookingCard
        booking={booking({ status: "PAID" })}
        showPay={false}
        busy={false}
        onCancel={() => undefined}
        onPay={() => undefined}
        contacts={[{ kind: "phone", value: "+7 900 123-45-67" }]}
        chat={{ kind: "tenantBot", url: "https://t.me/acme_bot" }}
      />,
      { handlers: {} },
    );
    expect(screen.getByRole("link", { name: "+7 900 123-45-67" })).toBeTruthy();
    expect(screen.getByTestId("contact-chat").getAttribute("href")).toBe("https://t.me/acme_bot");
  });

  it("names no bot and no support beside contacts that list a Telegram, nor support beside any contacts", async () => {
    const card = (
      contacts: { kind: "phone" | "telegram"; value: string }[],
      chat: { kind: "tenantBot" | "platformSupport"; url: string },
    ) =>
      renderWithApi(
        <BookingCard
          booking={booking({ status: "PAID" })}
          showPay={false}
          busy={false}
          onCancel={() => undefined}
          onPay={() => undefined}
          contacts={contacts}
          chat={chat}
        />,
        { handlers: {} },
      );
    const { unmount } = await card([{ kind: "telegram", value: "@acme_desk" }], { kind: "tenantBot", url: "https://t.me/acme_bot" });
    expect(screen.queryByTestId("contact-chat")).toBeNull();
    unmount();
    await card([{ kind: "phone", value: "+7 900 123-45-67" }], { kind: "platformSupport", url: "https://t.me/platform_bot" });
    expect(screen.queryByTestId("contact-chat")).toBeNull();
  });

  it("names the tenant's zone beside the time when given", async () => {
    await renderWithApi(
      <BookingCard
        booking={booking({})}
        showPay={false}
        busy={false}
        zone={{ short: "GMT+3", long: "Moscow (GMT+3)" }}
        onCancel={() => undefined}
        onPay={() => undefined}
      />,
      { handlers: {} },
    );
    expect(screen.getByText(/10:00.*GMT\+3/)).toBeTruthy();
  });
});

describe("booking card: self-service within the business's policy (issue 25.4)", () => {
  const open = { allowed: true, until: "2026-11-30T07:00:00.000Z", refusal: null };
  const renderRules = (selfService: Booking["selfService"], status: Booking["status"] = "CONFIRMED") =>
    renderWithApi(
      <BookingCard
        booking={booking({ status, selfService })}
        showPay={false}
        busy={false}
        timeZone="Europe/Moscow"
        onCancel={() => undefined}
        onPay={() => undefined}
      />,
      { handlers: {} },
    );

  it("offers Cancel and Move with until when, and no contact line, when the policy allows both", async () => {
    await renderRules({ cancel: open, move: open });
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    const move = screen.getByTestId("card-move");
    expect(move.getAttribute("href")).toMatch(/\/my-bookings\/0190aaaa-0000-7000-8000-000000000001\?move=1$/);
    expect(screen.getByTestId("self-service-note").textContent).toBe(
      "You can cancel or move it online until Mon, November 30 at 10:00 AM.",
    );
    expect(screen.queryByTestId("contact-admin")).toBeNull();
  });

  it("past the window: says until when it was possible, offers neither, and how to reach the business", async () => {
    const closed = { allowed: false, until: "2026-11-30T07:00:00.000Z", refusal: "TOO_LATE" as const };
    await renderRules({ cancel: closed, move: closed });
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(screen.queryByTestId("card-move")).toBeNull();
    expect(screen.getByTestId("self-service-note").textContent).toBe("Online changes closed at Mon, November 30 at 10:00 AM.");
    expect(screen.getByTestId("contact-admin")).toBeTruthy();
    expect(screen.getByTestId("card-details").getAttribute("href")).toMatch(/\/my-bookings\/0190aaaa-0000-7000-8000-000000000001$/);
  });
});

describe("booking card: a PENDING booking under the spec's rule", () => {
  it("offers Cancel with no deadline and no Move", async () => {
    await renderCard({
      status: "PENDING",
      selfService: { cancel: { allowed: true, until: null, refusal: null }, move: { allowed: false, until: null, refusal: "NOT_ALLOWED" } },
    });
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(screen.queryByTestId("card-move")).toBeNull();
    expect(screen.getByTestId("self-service-note").textContent).toBe("You can cancel it online while it waits for confirmation.");
  });
});
