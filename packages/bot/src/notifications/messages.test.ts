// Every booking message, word for word, in both languages, with the time in the tenant's zone.
import { describe, expect, it } from "vitest";
import type { BookingMessageDetails, BookingStatus } from "@booking/core";
import type { User } from "@booking/db";
import type { WaitlistOfferDetails } from "@booking/core";
import {
  customerUpdateMessage,
  newBookingMessage,
  reminderMessage,
  staffUpdateMessage,
  tenantBotBrokenMessage,
  waitlistOfferEndedMessage,
  type OutgoingMessage,
} from "./messages.ts";

const PUBLIC_URL = "https://book.example.test";

/** Sunday 2027-11-07 09:00-09:30 in New York: after that night's change from EDT to EST. */
function booking(status: BookingStatus = "PENDING", poweredBy = false): BookingMessageDetails {
  return {
    id: "0190f5d4-1111-7000-8000-000000000001",
    status,
    startsAt: new Date("2027-11-07T14:00:00Z"),
    endsAt: new Date("2027-11-07T14:30:00Z"),
    serviceName: "Career consultation",
    customer: { phone: "+1 212 555 0100" } as User,
    customerName: "Ann Lee",
    changedByCustomer: false,
    answers: [],
    location: null,
    tenant: {
      id: "t",
      slug: "studio-anna",
      displayName: "Studio Anna",
      timeZone: "America/New_York",
      poweredBy,
      selfCancelHours: null,
      selfMoveHours: null,
    },
  };
}

const keyboardOf = (message: OutgoingMessage | null) => message?.keyboard?.inline_keyboard.flat() ?? [];
const myBookings = (text: string) => ({ text, web_app: { url: `${PUBLIC_URL}/webapp/studio-anna/my-bookings` } });

describe("to admins: a new booking", () => {
  it("names service, day and time in the tenant's zone, customer and phone, with Confirm / Cancel", () => {
    const en = newBookingMessage("en", booking());
    expect(en.text).toBe(
      "New booking\nService: Career consultation\nWhen: Sun, November 7, 09:00–09:30 (America/New_York)\nCustomer: Ann Lee, +1 212 555 0100",
    );
    expect(keyboardOf(en)).toEqual([
      { text: "✅ Confirm", callback_data: "bk:confirm:0190f5d4-1111-7000-8000-000000000001" },
      { text: "❌ Cancel", callback_data: "bk:cancel:0190f5d4-1111-7000-8000-000000000001" },
    ]);
    const ru = newBookingMessage("ru", booking());
    expect(ru.text).toBe(
      "Новая запись\nУслуга: Career consultation\nКогда: вс, 7 ноября, 09:00–09:30 (America/New_York)\nКлиент: Ann Lee, +1 212 555 0100",
    );
    expect(keyboardOf(ru).map((button) => button.text)).toEqual(["✅ Подтвердить", "❌ Отменить"]);
  });

  it("lists the customer's answers in the reader's language, a long one cut, the message within Telegram's limit", () => {
    const answers: BookingMessageDetails["answers"] = [
      { id: "goal", kind: "shortText", label: { ru: "Цель", en: "Goal" }, value: "A new job" },
      { id: "format", kind: "choice", label: { ru: "Формат", en: "Format" }, value: { ru: "Онлайн", en: "Online" } },
      { id: "first", kind: "checkbox", label: { ru: "Впервые", en: "First time" }, value: true },
      { id: "comment", kind: "longText", label: { ru: "Комментарий", en: "Comment" }, value: "x".repeat(2_000) },
    ];
    const en = newBookingMessage("en", { ...booking(), answers }).text;
    expect(en).toContain("+1 212 555 0100\n\nAnswers:\nGoal: A new job\nFormat: Online\nFirst time: yes\nComment: xxx");
    expect(en).toContain(`Comment: ${"x".repeat(299)}…`);
    const ru = newBookingMessage("ru", { ...booking(), answers }).text;
    expect(ru).toContain("\n\nОтветы:\nЦель: A new job\nФормат: Онлайн\nВпервые: да\nКомментарий: xxx");
    const many = Array.from({ length: 10 }, (_, i) => ({
      ...answers[3]!,
      id: `q${i}`,
      label: { ru: "В".repeat(200), en: "Q".repeat(200) },
    }));
    const long = newBookingMessage("en", { ...booking(), answers: many }).text;
    expect(long.length).toBeLessThanOrEqual(4_000);
    expect(long.endsWith("…")).toBe(true);
  });

  it("has no buttons once the booking no longer waits for a decision", () => {
    expect(newBookingMessage("en", booking("PAID")).keyboard).toBeUndefined();
  });
});

describe("to the customer", () => {
  it.each([
    ["CONFIRMED", "status", "✅ Your booking is confirmed.", "✅ Ваша запись подтверждена."],
    ["PAID", "status", "💳 Your payment is received.", "💳 Оплата получена."],
    ["CANCELLED", "status", "❌ Your booking is cancelled.", "❌ Ваша запись отменена."],
    ["CONFIRMED", "rescheduled", "🔁 Your booking has moved to a new time.", "🔁 Ваша запись перенесена на другое время."],
  ] as const)("%s (%s)", (status, change, en, ru) => {
    const english = customerUpdateMessage("en", booking(status), change, PUBLIC_URL);
    expect(english?.text).toBe(`${en}\nCareer consultation\nSun, November 7, 09:00–09:30 (America/New_York)`);
    expect(keyboardOf(english)).toEqual([myBookings("My bookings")]);
    const russian = customerUpdateMessage("ru", booking(status), change, PUBLIC_URL);
    expect(russian?.text).toBe(`${ru}\nCareer consultation\nвс, 7 ноября, 09:00–09:30 (America/New_York)`);
    expect(keyboardOf(russian)).toEqual([myBookings("Мои записи")]);
  });

  it("a status with no customer text (PENDING is never a change to) renders nothing", () => {
    expect(customerUpdateMessage("en", booking("PENDING"), "status", PUBLIC_URL)).toBeNull();
  });

  it("reminders: 24 h and 2 h, a link to their bookings, and instead of Cancel a note to contact the administrator", () => {
    const en = reminderMessage("en", booking("CONFIRMED"), "24h", PUBLIC_URL);
    expect(en.text).toBe(
      "⏰ Reminder: your appointment is in 24 hours.\nCareer consultation\nSun, November 7, 09:00–09:30 (America/New_York)\n\n" +
        "To cancel or move it, please contact the administrator.",
    );
    expect(keyboardOf(en)).toEqual([myBookings("My bookings")]);
    expect(reminderMessage("ru", booking("PAID"), "2h", PUBLIC_URL).text).toBe(
      "⏰ Напоминание: ваша запись через 2 часа.\nCareer consultation\nвс, 7 ноября, 09:00–09:30 (America/New_York)\n\n" +
        "Чтобы отменить или перенести её, свяжитесь с администратором.",
    );
  });
});

describe("the platform's mark (issue 16.4)", () => {
  it("closes customers' messages of a FREE page, in their language, and never a paid page's", () => {
    expect(customerUpdateMessage("en", booking("CONFIRMED", true), "status", PUBLIC_URL)?.text).toMatch(
      new RegExp(`\\n\\nPowered by Expert Booking · ${PUBLIC_URL}$`),
    );
    expect(reminderMessage("ru", booking("PAID", true), "2h", PUBLIC_URL).text).toMatch(
      new RegExp(`\\n\\nРаботает на «Запись к эксперту» · ${PUBLIC_URL}$`),
    );
    expect(customerUpdateMessage("en", booking("CONFIRMED", false), "status", PUBLIC_URL)?.text).not.toContain("Expert Booking");
    expect(reminderMessage("en", booking("PAID", false), "24h", PUBLIC_URL).text).not.toContain("Powered by");
  });
});

describe("to the owner", () => {
  it("their own bot's token stopped working", () => {
    expect(tenantBotBrokenMessage("en", "salon_bot", "Studio Anna").text).toBe(
      '⚠️ Telegram no longer accepts the token of @salon_bot, the bot of "Studio Anna". It is switched off, and notifications go through this bot meanwhile. Enter a new token in Account → Bot settings.',
    );
    expect(tenantBotBrokenMessage("ru", "salon_bot", "Studio Anna").text).toMatch(
      /^⚠️ Telegram больше не принимает токен @salon_bot, бота страницы «Studio Anna»\./,
    );
  });
});

describe("to a waitlisted customer (issue 18.3)", () => {
  it("their offer ended unclaimed: the time went on, their entry ended, with My bookings", () => {
    const { id, startsAt, endsAt, serviceName, tenant } = booking();
    const offer = {
      entryId: id,
      customer: {} as User,
      serviceName,
      startsAt,
      endsAt,
      offerEndsAt: startsAt,
      tenant,
    } as WaitlistOfferDetails;
    const expected = {
      en: [
        "⌛ The time Studio Anna held for you was not claimed within 10 minutes. It has gone to the next customer on the waitlist, or back to open booking.\n" +
          "Career consultation\nSun, November 7, 09:00–09:30 (America/New_York)\n\n" +
          "Your waitlist entry has ended. To keep waiting, join the waitlist again in the app.",
        "My bookings",
      ],
      ru: [
        "⌛ Время, которое «Studio Anna» закрепила за вами, не было занято за 10 минут. Оно перешло следующему клиенту в листе ожидания или снова открыто для записи.\n" +
          "Career consultation\nвс, 7 ноября, 09:00–09:30 (America/New_York)\n\n" +
          "Ваша запись в листе ожидания закрыта. Чтобы ждать дальше, снова встаньте в лист ожидания в приложении.",
        "Мои записи",
      ],
    } as const;
    for (const language of ["en", "ru"] as const) {
      const message = waitlistOfferEndedMessage(language, offer, 10, PUBLIC_URL);
      expect([message.text, keyboardOf(message)]).toEqual([expected[language][0], [myBookings(expected[language][1])]]);
    }
  });
});

describe("self-service and the manage link (issue 25.4)", () => {
  const manageLink = `${PUBLIC_URL}/webapp/studio-anna/my-bookings/0190f5d4-1111-7000-8000-000000000001?t=abc.sig`;
  it("a reminder opens the booking itself and says until when it can be cancelled or moved online", () => {
    // 24 hours before, across the night clocks went back: 10:00 EDT.
    const until = "2027-11-06T14:00:00.000Z";
    const both = reminderMessage("en", booking("CONFIRMED"), "24h", PUBLIC_URL, { url: manageLink, cancelUntil: until, moveUntil: until });
    expect(both.text).toMatch(/\n\nYou can cancel or move it online until Sat, November 6, 10:00 \(America\/New_York\)\.$/);
    expect(keyboardOf(both)).toEqual([{ text: "Manage booking", web_app: { url: manageLink } }]);
    const moveOnly = reminderMessage("ru", booking("PAID"), "2h", PUBLIC_URL, { url: manageLink, moveUntil: until });
    expect(moveOnly.text).toMatch(/\n\nПеренести запись онлайн можно до сб, 6 ноября, 10:00 \(America\/New_York\)\.$/);
    expect(keyboardOf(moveOnly)).toEqual([{ text: "Управлять записью", web_app: { url: manageLink } }]);
    // Nothing allowed online (the spec's rule): contact the administrator, still with the booking's page.
    const none = reminderMessage("en", booking("CONFIRMED"), "24h", PUBLIC_URL, { url: manageLink });
    expect(none.text).toMatch(/\n\nTo cancel or move it, please contact the administrator\.$/);
  });

  it("a confirmation carries the link; a cancellation, only My bookings", () => {
    const confirmed = customerUpdateMessage("en", booking("CONFIRMED"), "status", PUBLIC_URL, { url: manageLink, cancelUntil: null });
    expect(confirmed?.text).toMatch(/\n\nYou can cancel it online\.$/);
    expect(keyboardOf(confirmed)).toEqual([{ text: "Manage booking", web_app: { url: manageLink } }]);
    const cancelled = customerUpdateMessage("en", booking("CANCELLED"), "status", PUBLIC_URL, null);
    expect(keyboardOf(cancelled)).toEqual([myBookings("My bookings")]);
  });
});

describe("to staff, a change the customer made online (issue 25.4)", () => {
  it("says so under the facts", () => {
    const moved = { ...booking("CONFIRMED"), changedByCustomer: true };
    expect(staffUpdateMessage("en", moved, "rescheduled")?.text).toMatch(/\nCustomer: Ann Lee\nBy the customer, online\.$/);
    expect(staffUpdateMessage("ru", { ...booking("CANCELLED"), changedByCustomer: true }, "status")?.text).toMatch(
      /\nКлиент сделал это сам, онлайн\.$/,
    );
    expect(staffUpdateMessage("en", booking("CANCELLED"), "status")?.text).not.toContain("By the customer");
  });
});

describe("where the session happens (issue 31.2)", () => {
  const manageLink = `${PUBLIC_URL}/webapp/studio-anna/my-bookings/0190f5d4-1111-7000-8000-000000000001?t=abc.sig`;
  const room = "https://meet.jit.si/session-0123456789abcdef0123456789abcdef";
  const online = (status: BookingStatus): BookingMessageDetails => ({ ...booking(status), location: { kind: "online", url: room } });

  it("an online session's reminder and confirmation have Join above the booking's page, and the link in the text", () => {
    const reminder = reminderMessage("en", online("CONFIRMED"), "2h", PUBLIC_URL, { url: manageLink });
    expect(reminder.text).toContain(`(America/New_York)\n💻 Online: ${room}\n\n`);
    expect(reminder.keyboard?.inline_keyboard).toEqual([
      [{ text: "Join", url: room }],
      [{ text: "Manage booking", web_app: { url: manageLink } }],
    ]);
    const confirmed = customerUpdateMessage("ru", online("CONFIRMED"), "status", PUBLIC_URL, { url: manageLink });
    expect(confirmed?.text).toContain(`💻 Онлайн: ${room}`);
    expect(keyboardOf(confirmed)[0]).toEqual({ text: "Подключиться", url: room });
  });

  it("a cancelled online booking has neither the link nor Join", () => {
    const cancelled = customerUpdateMessage("en", online("CANCELLED"), "status", PUBLIC_URL, null);
    expect(cancelled?.text).not.toContain(room);
    expect(keyboardOf(cancelled)).toEqual([myBookings("My bookings")]);
  });

  it("in person names the address with a map link; by phone says so; neither has Join", () => {
    const visit = { ...booking("CONFIRMED"), location: { kind: "inPerson" as const, address: "Tverskaya 1, Moscow" } };
    const message = reminderMessage("en", visit, "24h", PUBLIC_URL, null);
    expect(message.text).toContain("📍 Tverskaya 1, Moscow\nhttps://yandex.ru/maps/?text=Tverskaya%201%2C%20Moscow");
    expect(keyboardOf(message).map((button) => button.text)).toEqual(["My bookings"]);
    const call = reminderMessage("ru", { ...booking("PAID"), location: { kind: "phone" } }, "24h", PUBLIC_URL, null);
    expect(call.text).toContain("📞 По телефону: вам позвонят");
  });

  it("staff's new-booking message says where, with the link to join; by phone tells them to call", () => {
    const message = newBookingMessage("en", online("PENDING"));
    expect(message.text).toContain(`Customer: Ann Lee, +1 212 555 0100\n💻 Online: ${room}`);
    expect(keyboardOf(message).map((button) => button.text)).toEqual(["✅ Confirm", "❌ Cancel"]);
    const call = newBookingMessage("ru", { ...booking("CONFIRMED"), location: { kind: "phone" } });
    expect(call.text).toContain("\n📞 По телефону: позвоните клиенту");
  });
});
