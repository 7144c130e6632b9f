// Issue 25.7: a booking's payment result names the booking (service, specialist, local date and
// time with the business's zone), the amount with its currency and the business, under the
// business's header and colours, never the platform's name; an owner's subscription payment keeps
// the platform's look. The whole app is rendered: the frame (SiteLayout) is part of the behaviour.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app.tsx";

// The app's query cache outlives a test: each test pays with a payment of its own.
let paymentId = "";
let serial = 0;
const BOOKING_ID = "0190bbbb-0000-7000-8000-0000000000bb";
const PLATFORM_NAME = "Запись к эксперту";

const profile = {
  slug: "lyon",
  name: "Студия «Лён»",
  timeZone: "Europe/Moscow",
  description: null,
  logoUrl: "/api/tenant/logo/lyon.png",
  contacts: [],
  branding: { poweredBy: false, whiteLabel: false, primaryColor: "#aa3366" },
  chat: null,
};

const booking = {
  id: BOOKING_ID,
  serviceId: "0190cccc-0000-7000-8000-0000000000cc",
  serviceName: "Массаж спины",
  expertName: "Ольга Петрова",
  date: "2031-03-14",
  startTime: "10:00",
  endTime: "10:30",
  timeZone: "Europe/Moscow",
  status: "PAID",
};

function payment(status: string, purpose: "BOOKING" | "SUBSCRIPTION" = "BOOKING") {
  return {
    id: paymentId,
    purpose,
    provider: "YOOKASSA",
    status,
    amount: 1500,
    currency: "RUB",
    plan: purpose === "SUBSCRIPTION" ? "STARTER" : null,
    bookingId: purpose === "BOOKING" ? BOOKING_ID : null,
    confirmationUrl: null,
    booking: purpose === "BOOKING" ? { ...booking, status: status === "SUCCEEDED" ? "PAID" : "CONFIRMED" } : null,
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubServer(answer: ReturnType<typeof payment>) {
  localStorage.setItem("authToken", "token-1");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url === "/api/user/me") return json({ id: "u1", role: "USER", firstName: "Анна" });
      if (url === "/api/tenant/public") return json(profile);
      if (url.startsWith("/trpc/payments.get")) return json({ result: { data: answer } });
      return json({ error: "NOT_FOUND", message: "Not found" }, 404);
    }),
  );
}

const open = () => renderApp([`/payment/result?paymentId=${paymentId}&tenant=lyon`]);

beforeEach(() => {
  localStorage.clear();
  serial += 1;
  paymentId = `0190aaaa-0000-7000-8000-${String(serial).padStart(12, "0")}`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("payment result of a booking", () => {
  it("paid: names the booking, the amount paid and the business, in the business's header and colours", async () => {
    stubServer(payment("SUCCEEDED"));
    await open();
    const card = await screen.findByTestId("payment-booking");
    expect(screen.getByText("Оплата подтверждена")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Массаж спины" })).toBeTruthy();
    expect(within(card).getByTestId("summary-expert").textContent).toBe("Специалист: Ольга Петрова");
    expect(within(card).getByTestId("summary-when").textContent).toMatch(/14 марта 2031.*10:00–10:30/);
    expect(within(card).getByTestId("summary-zone").textContent).toMatch(/Москв/);
    expect(within(card).getByTestId("summary-money").textContent).toMatch(/^Оплачено: 1\s500\s₽$/);
    await waitFor(() => expect(within(card).getByTestId("summary-business").textContent).toBe("Студия «Лён»"));
    expect(card.dataset.status).toBe("PAID");
    expect(within(card).getByTestId("payment-manage").getAttribute("href")).toBe(`/webapp/lyon/my-bookings/${BOOKING_ID}`);
    // The main button ("Done") goes to my bookings: once, not twice.
    const toBookings = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/webapp/lyon/my-bookings");
    expect(toBookings.map((link) => link.textContent)).toEqual(["Готово"]);

    // The header is the business's (name and logo, to its home), the page in its colour, no platform name.
    const home = await screen.findByRole("link", { name: "Студия «Лён»" });
    expect(home.getAttribute("href")).toBe("/webapp/lyon");
    expect(home.querySelector("img")?.getAttribute("src")).toBe(profile.logoUrl);
    const page = home.closest(".page") as HTMLElement;
    expect(page.style.getPropertyValue("--tgui--button_color")).toBe("#aa3366");
    expect(document.body.textContent).not.toContain(PLATFORM_NAME);
    await waitFor(() => expect(document.title).toBe("Студия «Лён»"));
  });

  it("pending: the booking and the amount being paid, while the page keeps asking", async () => {
    stubServer(payment("PENDING"));
    await open();
    const card = await screen.findByTestId("payment-booking");
    expect(screen.getByText("Платёж обрабатывается")).toBeTruthy();
    expect(within(card).getByTestId("summary-money").textContent).toMatch(/^Сумма: 1\s500\s₽$/);
    expect(within(card).getByText("Массаж спины")).toBeTruthy();
    expect(document.body.textContent).not.toContain(PLATFORM_NAME);
  });

  it("failed: says so, offers Try again, and still names the booking and the way to it", async () => {
    stubServer(payment("FAILED"));
    await open();
    const card = await screen.findByTestId("payment-booking");
    expect(screen.getByText("Оплата не прошла")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Попробовать снова" })).toBeTruthy();
    expect(within(card).getByTestId("summary-money").textContent).toMatch(/^Сумма: 1\s500\s₽$/);
    expect(within(card).getByTestId("payment-manage").getAttribute("href")).toBe(`/webapp/lyon/my-bookings/${BOOKING_ID}`);
  });

  it("the default expert named like the business is said once, as the business", async () => {
    stubServer({ ...payment("SUCCEEDED"), booking: { ...booking, expertName: profile.name } });
    await open();
    const card = await screen.findByTestId("payment-booking");
    await waitFor(() => expect(within(card).getByTestId("summary-business").textContent).toBe(profile.name));
    expect(within(card).queryByTestId("summary-expert")).toBeNull();
  });
});

describe("payment result of an owner's subscription", () => {
  it.each(["/account", "/account?tenant=lyon&tab=subscription"])(
    "keeps the platform's header and names no booking (from %s)",
    async (returnTo) => {
      localStorage.setItem("pendingPayment", JSON.stringify({ paymentId, tenant: "lyon", returnTo }));
      stubServer(payment("SUCCEEDED", "SUBSCRIPTION"));
      await open();
      await screen.findByText("Оплата подтверждена");
      expect(screen.getByRole("link", { name: PLATFORM_NAME }).getAttribute("href")).toBe("/");
      expect(screen.queryByTestId("payment-booking")).toBeNull();
    },
  );
});
