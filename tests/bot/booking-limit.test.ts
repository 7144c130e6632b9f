// Issue 15.7 through the Bot API stand-in: the booking that uses up a FREE tenant's 10 bookings of
// the month tells the owner (platform bot, their language) once; the refused 11th and a retry of
// the job tell nothing more; admins and customers are not told.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Service, Slot, Tenant, User } from "@booking/db";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlots, localDate } from "../support/booking-fixtures.ts";
import { createBotTestApp, linkTelegram, sentTo, telegramWorkers, type BotTestApp } from "../support/telegram.ts";
import { apiFor, type Api } from "../booking/api.ts";

let t: BotTestApp;
let tenant: Tenant;
let api: Api;
let service: Service;
let slots: Slot[];
let customer: User & { token: string };

beforeAll(async () => {
  t = await createBotTestApp();
  tenant = await createTenant(t.db, { plan: "FREE", timeZone: "Europe/Moscow" });
  tenant = await t.db.tenant.update({ where: { id: tenant.id }, data: { displayName: "Studio Len", maxPendingPerCustomer: 0 } });
  api = apiFor(t.app, tenant);
  service = await createService(t.db, tenant);
  slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 3)], startTime: "09:00", endTime: "18:00" });
  customer = await createUser(t.db, { tenant });
});
afterAll(() => t.close());

describe("the monthly booking limit", () => {
  it("tells the owner once when a customer's booking uses it up", async () => {
    const owner = await createUser(t.db, { tenant, role: "OWNER" });
    const admin = await createUser(t.db, { tenant, role: "ADMIN" });
    const ownerTg = await linkTelegram(t.db, owner, { language: "en" });
    const adminTg = await linkTelegram(t.db, admin, { language: "ru" });
    const worker = telegramWorkers(t, [tenant]);
    for (const slot of slots.slice(0, 8)) await createBookingRow(t.db, { tenant, user: customer, service, slots: [slot] });
    const book = (slot: Slot) =>
      api({ method: "POST", url: "/api/bookings", as: customer, body: { serviceId: service.id, slotId: slot.id } });

    expect((await book(slots[8]!)).statusCode).toBe(201); // the 9th: room left
    await worker.runDue(new Date());
    const limitMessages = () => sentTo(t.fake, ownerTg.id).filter((call) => String(call.params.text).includes("bookings of this month"));
    expect(limitMessages()).toHaveLength(0);

    expect((await book(slots[9]!)).statusCode).toBe(201); // the 10th uses the month up
    expect((await book(slots[10]!)).statusCode).toBe(403); // the 11th is refused
    await worker.runDue(new Date());
    await worker.runDue(new Date());
    expect(limitMessages()).toHaveLength(1);
    expect(limitMessages()[0]!.params.text).toMatch(
      /^⚠️ "Studio Len" has taken all 10 bookings of this month that its plan allows\. Customers see no free days until \w+ 1\./,
    );
    expect(sentTo(t.fake, adminTg.id).some((call) => String(call.params.text).includes("записей этого месяца"))).toBe(false);
    expect(await t.db.job.count({ where: { uniqueKey: { startsWith: `booking-limit:${tenant.id}:` } } })).toBe(1);
  });
});
