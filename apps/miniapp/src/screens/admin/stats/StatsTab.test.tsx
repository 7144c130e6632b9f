// Issue 15.4: the stats tab asks for 30 days back to 30 ahead by default, says it counts by
// appointment date, and draws the server's trend: bookings, paid revenue and new clients, per week
// for such a long range (per day for a short one), saying what "new clients" counts.
import { addDays } from "@booking/contracts/civil-date";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { todayIn } from "../../booking/calendar.ts";
import { renderWithApi } from "../ui/test-api.tsx";
import { StatsTab } from "./StatsTab.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
afterEach(cleanup);

const point = (start: string, bookings = 0, revenue = 0, newClients = 0) => ({ start, bookings, revenue, newClients });

async function renderStats(trend: (from: string) => unknown, language: "en" | "ru" = "en") {
  const asked: unknown[] = [];
  await renderWithApi(<StatsTab />, {
    language,
    handlers: {
      "bookings.available": () => {
        throw new Error("no zone");
      },
      "admin.services.list": () => [],
      "admin.experts.list": () => [],
      "admin.stats.get": (input: unknown) => {
        asked.push(input);
        const { from, to } = input as { from: string; to: string };
        return {
          from,
          to,
          totalBookings: 2,
          confirmedBookings: 0,
          paidBookings: 1,
          newUsers: 3,
          totalRevenue: 25,
          currency: "USD",
          trend: trend(from),
        };
      },
    },
  });
  await settle();
  return asked;
}

it("asks for the default range and draws the weekly trend of bookings, revenue and new clients", async () => {
  const today = todayIn(undefined);
  const asked = await renderStats((from) => ({
    bucket: "week",
    points: [point(from), point(addDays(from, 7), 0, 0, 1), point(addDays(from, 35), 2, 25, 2), point(addDays(from, 42))],
  }));
  expect(asked[0]).toMatchObject({ from: addDays(today, -30), to: addDays(today, 30) });
  expect(screen.getByTestId("stats-counted-by").textContent).toContain("by appointment date");
  expect(screen.getByTestId("stats-chart-bookings").dataset.total).toBe("2");
  expect(screen.getByTestId("stats-chart-revenue").dataset.total).toBe("25");
  expect(screen.getByTestId("stats-chart-new-clients").dataset.total).toBe("3");
  expect(screen.getByRole("img", { name: /^Bookings per week: 2 in 4 weeks, most in the week from / })).toBeTruthy();
  expect(screen.getByRole("img", { name: /^New clients per week: 3 in 4 weeks/ })).toBeTruthy();
  expect(document.querySelectorAll('[data-testid="stats-chart-new-clients"] rect')).toHaveLength(2);
  expect(screen.getByTestId("stats-new-clients-note").textContent).toMatch(/^New clients: people who became clients/);
});

it("a daily trend is titled per day, in Russian too", async () => {
  await renderStats((from) => ({ bucket: "day", points: [point(from, 1, 0, 1), point(addDays(from, 1))] }), "ru");
  expect(screen.getByRole("img", { name: /^Записи по дням: 1 за 2 дн\./ })).toBeTruthy();
  expect(screen.getByRole("img", { name: /^Новые клиенты по дням: 1 за 2 дн\./ })).toBeTruthy();
});

it("pages with several experts filter the cards and the charts by expert; one expert shows no filter", async () => {
  const expert = (id: string, name: string, isDefault: boolean) => ({
    id,
    name,
    isDefault,
    photoUrl: null,
    bio: null,
    isActive: true,
    userId: null,
    serviceIds: [],
  });
  const stats = (input: unknown) => {
    const { from, to } = input as { from: string; to: string };
    return {
      from,
      to,
      totalBookings: 0,
      confirmedBookings: 0,
      paidBookings: 0,
      newUsers: 0,
      totalRevenue: 0,
      currency: "USD",
      trend: { bucket: "week", points: [] },
    };
  };
  const handlers = {
    "bookings.available": () => {
      throw new Error("no zone");
    },
    "admin.services.list": () => [],
    "admin.stats.get": stats,
  };
  const single = await renderWithApi(<StatsTab />, {
    language: "en",
    handlers: { ...handlers, "admin.experts.list": () => [expert("e0", "The page", true)] },
  });
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
});

it("names the days in the reader's language, not as ISO dates; the year only across a new year (issue 25.8)", async () => {
  await renderStats(() => ({ bucket: "day", points: [point("2026-05-04"), point("2026-05-05", 3), point("2026-05-06")] }), "ru");
  const chart = screen.getByTestId("stats-chart-bookings");
  expect(chart.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(chart.querySelector(".stats-chart__scale")?.textContent).toBe("4 мая6 мая");
  expect(screen.getByRole("img", { name: /больше всего 5 мая \(3\)$/ })).toBeTruthy();
  expect(chart.querySelector("rect title")?.textContent).toBe("5 мая: 3");
  cleanup();

  await renderStats(() => ({ bucket: "week", points: [point("2026-12-28", 2), point("2027-01-04")] }), "en");
  const crossing = screen.getByTestId("stats-chart-bookings");
  expect(crossing.querySelector(".stats-chart__scale")?.textContent).toBe("Dec 28, 2026Jan 4, 2027");
  expect(screen.getByRole("img", { name: /most in the week from Dec 28, 2026 \(2\)$/ })).toBeTruthy();
});
