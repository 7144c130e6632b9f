// Issue 15.4: the stats tab asks for 30 days back to 30 ahead by default, says it counts by
// appointment date, and draws bookings and paid revenue per day from the bookings in that range.
import { addDays } from "@booking/contracts/civil-date";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { todayIn } from "../../booking/calendar.ts";
import { renderWithApi } from "../ui/test-api.tsx";
import { dailySeries } from "./StatsCharts.tsx";
import { StatsTab } from "./StatsTab.tsx";

const settle = () => act(async () => { for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5)); });
afterEach(cleanup);

it("counts a booking made today for next week in the default range and draws it", async () => {
  const today = todayIn(undefined);
  const nextWeek = addDays(today, 7);
  const asked: unknown[] = [];
  await renderWithApi(<StatsTab />, {
    language: "en",
    handlers: {
      "bookings.available": () => { throw new Error("no zone"); },
      "admin.services.list": () => [],
      "admin.stats.get": (input: unknown) => {
        asked.push(input);
        const { from, to } = input as { from: string; to: string };
        return { from, to, totalBookings: 1, confirmedBookings: 0, paidBookings: 1, newUsers: 1, totalRevenue: 25, currency: "USD" };
      },
      "admin.bookings.list": () => [
        { id: "b1", date: nextWeek, serviceId: "s1", status: "PAID", price: 25 },
        { id: "b2", date: nextWeek, serviceId: "s1", status: "CANCELLED", price: 10 },
      ],
    },
  });
  await settle();
  expect(asked[0]).toMatchObject({ from: addDays(today, -30), to: addDays(today, 30) });
  expect(screen.getByTestId("stats-counted-by").textContent).toContain("by appointment date");
  expect(screen.getByTestId("stats-chart-bookings").dataset.total).toBe("2");
  expect(screen.getByTestId("stats-chart-revenue").dataset.total).toBe("25");
  expect(screen.getByRole("img", { name: /^Bookings per day: 2 in 61 days/ })).toBeTruthy();
  expect(document.querySelectorAll('[data-testid="stats-chart-bookings"] rect')).toHaveLength(1);
});

it("builds one point per day and filters by service", () => {
  const rows = [
    { date: "2030-01-02", serviceId: "a", status: "CONFIRMED", price: 5 },
    { date: "2030-01-02", serviceId: "b", status: "PAID", price: 7 },
  ];
  const all = dailySeries(rows, "2030-01-01", "2030-01-03");
  expect(all.bookings.map((p) => p.value)).toEqual([0, 2, 0]);
  expect(all.revenue.map((p) => p.value)).toEqual([0, 7, 0]);
  expect(dailySeries(rows, "2030-01-01", "2030-01-03", "a").bookings.map((p) => p.value)).toEqual([0, 1, 0]);
});

it("pages with several experts filter the cards and the charts by expert; one expert shows no filter", async () => {
  const expert = (id: string, name: string, isDefault: boolean) => ({ id, name, isDefault, photoUrl: null, bio: null, isActive: true, userId: null, serviceIds: [] });
  const stats = (input: unknown) => {
    const { from, to } = input as { from: string; to: string };
    return { from, to, totalBookings: 0, confirmedBookings: 0, paidBookings: 0, newUsers: 0, totalRevenue: 0, currency: "USD" };
  };
  const handlers = { "bookings.available": () => { throw new Error("no zone"); }, "admin.services.list": () => [], "admin.stats.get": stats, "admin.bookings.list": () => [] };
  const single = await renderWithApi(<StatsTab />, { language: "en", handlers: { ...handlers, "admin.experts.list": () => [expert("e0", "The page", true)] } });
  await settle();
  expect(screen.queryByTestId("expert-select")).toBeNull();
  single.unmount();

  const { callsTo } = await renderWithApi(<StatsTab />, {
    language: "en",
    handlers: { ...handlers, "admin.experts.list": () => [expert("e0", "The page", true), expert("e1", "Anna", false)] },
  });
  await settle();
  const select = screen.getByTestId("expert-select") as HTMLSelectElement;
  expect([...select.options].map((o) => o.textContent)).toEqual(["All experts", "The page", "Anna"]);
  expect((callsTo("admin.stats.get").at(-1)!.input as { expertId?: string }).expertId).toBeUndefined();
  fireEvent.change(select, { target: { value: "e1" } });
  await settle();
  expect(callsTo("admin.stats.get").at(-1)!.input).toMatchObject({ expertId: "e1" });
  expect(callsTo("admin.bookings.list").at(-1)!.input).toMatchObject({ expertId: "e1" });
});
