// Issue 31.2 in the email templates: where the session happens, in the reader's language, for the
// customer (the link to join, the address with a map link, "they will call you") and for staff
// ("call the customer"); a cancellation says nowhere to go.
import { describe, expect, it } from "vitest";
import type { BookingLocation } from "@booking/contracts";
import { renderEmail, type MailBooking } from "./templates.ts";

const ROOM = "https://meet.jit.si/session-0123456789abcdef0123456789abcdef";
const booking = (location: BookingLocation | null): MailBooking => ({
  business: "Studio Lena",
  service: "Consultation",
  startsAt: "2027-03-10T09:00:00.000Z",
  endsAt: "2027-03-10T09:30:00.000Z",
  timeZone: "Europe/Moscow",
  link: "https://book.example.test/webapp/lena/my-bookings/b1?t=x",
  location,
});

describe("where the session happens, in emails", () => {
  it("a reminder carries the link to join, in text and HTML, in the reader's language", () => {
    const en = renderEmail("en", "booking-reminder", { ...booking({ kind: "online", url: ROOM }), lead: "2h", manage: true });
    expect(en.text).toContain(`Join online: ${ROOM}`);
    expect(en.html).toContain(`Join online: ${ROOM}`);
    const ru = renderEmail("ru", "booking-reminder", { ...booking({ kind: "online", url: ROOM }), lead: "24h", manage: true });
    expect(ru.text).toContain(`Подключиться онлайн: ${ROOM}`);
  });

  it("in person: the address and a map link, escaped in HTML; none without a setting", () => {
    const visit = renderEmail("en", "booking-customer", { ...booking({ kind: "inPerson", address: "Arbat 10 <b>" }), event: "confirmed" });
    expect(visit.text).toContain("Address: Arbat 10 <b>\nOn the map: https://yandex.ru/maps/?text=Arbat%2010%20%3Cb%3E");
    expect(visit.html).toContain("Address: Arbat 10 &#60;b&#62;");
    expect(renderEmail("en", "booking-customer", { ...booking(null), event: "confirmed" }).text).not.toMatch(
      /Address|Join online|By phone/,
    );
  });

  it("a cancellation has no place to go; staff are told to call a phone customer, the customer that they will be called", () => {
    const cancelled = renderEmail("en", "booking-customer", { ...booking({ kind: "online", url: ROOM }), event: "cancelled" });
    expect(cancelled.text).not.toContain(ROOM);
    const staff = renderEmail("ru", "booking-staff", { ...booking({ kind: "phone" }), event: "created", customer: "Anna", phone: null });
    expect(staff.text).toContain("По телефону: позвоните клиенту.");
    const customer = renderEmail("ru", "booking-customer", { ...booking({ kind: "phone" }), event: "created" });
    expect(customer.text).toContain("По телефону: вам позвонят.");
  });
});
