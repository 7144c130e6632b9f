// Manage links (issue 25.4, ARCHITECTURE.md, Booking invariants): the link in a confirmation or a reminder opens that one
// booking without a password and may cancel or move it within the business's policy. It acts on
// that booking only: another booking's id, another tenant, a changed or foreign token are refused
// (404 MANAGE_LINK_INVALID), and it stops at the booking's end and once it is cancelled (410).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { Booking, Slot, Tenant } from "@booking/db";
import { manageToken, manageUrl } from "@booking/core";
import { createTestApp, type TestApp } from "../support/server.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { createBookingRow, createService, createSlotAt, createSlots, localDate } from "../support/booking-fixtures.ts";
import { errorOf } from "./api.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ bookingAttemptsPerMinute: 0 });
});
afterAll(() => t?.app.close());

interface LinkCall {
  method?: "GET" | "PUT" | "DELETE";
  tenant: Tenant;
  booking: { id: string };
  token?: string;
  path?: string;
  body?: unknown;
  bearer?: string;
}

function viaLink(call: LinkCall): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: call.method ?? "GET",
    url: `/api/bookings/${call.booking.id}${call.path ?? ""}`,
    headers: {
      "x-tenant": call.tenant.slug,
      ...(call.token === undefined ? {} : { "x-booking-token": call.token }),
      ...(call.bearer ? { authorization: `Bearer ${call.bearer}` } : {}),
    },
    ...(call.body === undefined ? {} : { payload: call.body as object }),
  });
}

const tokenOf = (tenant: Tenant, booking: Pick<Booking, "id" | "endsAt">) =>
  manageToken(t.config.appSecret, { tenantId: tenant.id, bookingId: booking.id }, booking.endsAt);

async function page() {
  const tenant = await t.db.tenant.update({
    where: { id: (await createTenant(t.db)).id },
    data: { selfCancelHours: 2, selfMoveHours: 2 },
  });
  const service = await createService(t.db, tenant);
  const customer = await createUser(t.db, { tenant });
  const slots = await createSlots(t.db, tenant, { dates: [localDate(tenant, 4)], startTime: "10:00", endTime: "12:00" });
  const booking = await createBookingRow(t.db, { tenant, user: customer, service, slots: [slots[0]!], status: "CONFIRMED" });
  return { tenant, service, customer, slots: slots as Slot[], booking };
}

describe("a manage link", () => {
  it("is the URL of the booking's page, and opens it without a session, as its customer", async () => {
    const { tenant, booking } = await page();
    const url = new URL(manageUrl(t.config, tenant, booking));
    expect(url.pathname).toBe(`/webapp/${tenant.slug}/my-bookings/${booking.id}`);
    const token = url.searchParams.get("t")!;
    const res = await viaLink({ tenant, booking, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: booking.id,
      status: "CONFIRMED",
      startTime: "10:00",
      selfService: { cancel: { allowed: true } },
    });
    // The answer carries a fresh token for the booking as it is now.
    expect(res.json().manageToken).toEqual(expect.any(String));
    // It opens nothing else: "my bookings" still needs a session.
    const mine = await t.app.inject({ url: "/api/bookings/my", headers: { "x-tenant": tenant.slug, "x-booking-token": token } });
    expect(mine.statusCode).toBe(401);
  });

  it("moves and then cancels the booking within the policy; each answer carries a token for the booking as it is now", async () => {
    const { tenant, booking, slots } = await page();
    const moved = await viaLink({
      method: "PUT",
      tenant,
      booking,
      token: tokenOf(tenant, booking),
      path: "/move",
      body: { newSlotId: slots[3]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: "11:30", status: "CONFIRMED" });
    const history = await t.db.bookingStatusChange.findMany({ where: { bookingId: booking.id }, orderBy: { createdAt: "asc" } });
    expect(history.at(-1)!.changedById).toBe(booking.userId);
    const fresh = moved.json().manageToken as string;
    const cancelled = await viaLink({ method: "DELETE", tenant, booking, token: fresh });
    expect([cancelled.statusCode, cancelled.json().status, cancelled.json().manageToken]).toEqual([200, "CANCELLED", null]);
    // Cancelled: the link stops working.
    const after = await viaLink({ tenant, booking, token: fresh });
    expect([after.statusCode, errorOf(after)]).toEqual([410, "MANAGE_LINK_EXPIRED"]);
  });

  it("cannot reach another booking of the same customer, nor one of another tenant; a changed token is refused", async () => {
    const first = await page();
    const secondBooking = await createBookingRow(t.db, {
      tenant: first.tenant,
      user: first.customer,
      service: first.service,
      slots: [first.slots[2]!],
      status: "CONFIRMED",
    });
    const other = await page();
    const token = tokenOf(first.tenant, first.booking);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const call of [
      { tenant: first.tenant, booking: secondBooking, token },
      { tenant: other.tenant, booking: first.booking, token },
      { tenant: other.tenant, booking: other.booking, token },
      { tenant: first.tenant, booking: first.booking, token: tampered },
      { tenant: first.tenant, booking: first.booking, token: "not-a-token" },
      {
        tenant: first.tenant,
        booking: first.booking,
        token: manageToken("another-secret-0123456789", { tenantId: first.tenant.id, bookingId: first.booking.id }, first.booking.endsAt),
      },
    ]) {
      for (const action of [
        { method: "GET" as const },
        { method: "DELETE" as const },
        {
          method: "PUT" as const,
          path: "/move",
          body: { newSlotId: call.tenant === other.tenant ? other.slots[3]!.id : first.slots[3]!.id },
        },
      ]) {
        const res = await viaLink({ ...call, ...action });
        expect([res.statusCode, errorOf(res)], `${action.method} ${call.token.slice(0, 8)}`).toEqual([404, "MANAGE_LINK_INVALID"]);
        expect(res.body).not.toContain(other.booking.id === call.booking.id ? other.customer.id : first.customer.id);
      }
    }
    for (const booking of [first.booking, secondBooking, other.booking]) {
      const row = await t.db.booking.findUniqueOrThrow({ where: { id: booking.id }, include: { slots: true } });
      expect([row.status, row.startsAt]).toEqual(["CONFIRMED", booking.startsAt]);
    }
  });

  it("a signed-in stranger holding a link acts as the booking's customer; without the link they are refused", async () => {
    const { tenant, booking } = await page();
    const stranger = await createUser(t.db, { tenant });
    const without = await viaLink({ tenant, booking, bearer: stranger.token });
    expect([without.statusCode, errorOf(without)]).toEqual([404, "BOOKING_NOT_FOUND"]);
    const withLink = await viaLink({ tenant, booking, bearer: stranger.token, token: tokenOf(tenant, booking) });
    expect([withLink.statusCode, withLink.json().userId]).toEqual([200, booking.userId]);
  });

  it("expires: past its signed expiry, or once the booking has ended", async () => {
    const { tenant, booking, service, customer } = await page();
    const stale = manageToken(t.config.appSecret, { tenantId: tenant.id, bookingId: booking.id }, new Date(Date.now() - 1000));
    const expired = await viaLink({ tenant, booking, token: stale });
    expect([expired.statusCode, errorOf(expired)]).toEqual([410, "MANAGE_LINK_EXPIRED"]);

    const past = await createSlotAt(t.db, tenant, new Date(Date.now() - 2 * 3_600_000));
    const ended = await createBookingRow(t.db, { tenant, user: customer, service, slots: [past], status: "CONFIRMED" });
    const late = manageToken(t.config.appSecret, { tenantId: tenant.id, bookingId: ended.id }, new Date(Date.now() + 3_600_000));
    const res = await viaLink({ tenant, booking: ended, token: late });
    expect([res.statusCode, errorOf(res)]).toEqual([410, "MANAGE_LINK_EXPIRED"]);
  });

  it("obeys the policy like a signed-in customer: too late to cancel or move", async () => {
    const { tenant, booking } = await page();
    await t.db.tenant.update({ where: { id: tenant.id }, data: { selfCancelHours: 720, selfMoveHours: null } });
    const token = tokenOf(tenant, booking);
    const cancel = await viaLink({ method: "DELETE", tenant, booking, token });
    expect([cancel.statusCode, errorOf(cancel)]).toEqual([409, "BOOKING_CANCEL_TOO_LATE"]);
    const move = await viaLink({ method: "PUT", tenant, booking, token, path: "/move", body: { newSlotId: booking.id } });
    expect([move.statusCode, errorOf(move)]).toEqual([409, "BOOKING_NOT_MOVABLE"]);
  });
});
