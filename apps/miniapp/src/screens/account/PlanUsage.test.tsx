// Issue 15.7 on the overview: usage against the plan, the reached limit said plainly, the upgrade action.
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderWithApi } from "../admin/ui/test-api.tsx";
import { PlanUsage } from "./PlanUsage.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
afterEach(cleanup);

it("shows each limit's usage, says when the month's bookings are used up, and links to the plans", async () => {
  await renderWithApi(<PlanUsage slug="studio" />, {
    language: "en",
    handlers: {
      "admin.stats.planUsage": () => ({
        plan: "FREE",
        bookingsThisMonth: { used: 10, limit: 10 },
        services: { used: 1, limit: 1 },
        news: { used: 2, limit: 5 },
        monthEndsAt: "2030-02-01T00:00:00.000Z",
      }),
    },
  });
  await settle();
  expect(screen.getByTestId("usage-bookingsThisMonth").textContent).toContain("10 of 10");
  expect(screen.getByTestId("usage-bookingsThisMonth").dataset.full).toBe("true");
  expect(screen.getByTestId("usage-news").textContent).toContain("2 of 5");
  expect(screen.getByTestId("usage-news").dataset.full).toBe("false");
  expect(screen.getByTestId("bookings-limit-reached").textContent).toContain("customers see no free days");
  expect(screen.getByRole("link", { name: "Upgrade plan" }).getAttribute("href")).toBe("/webapp/studio/admin/settings/subscription");
});

it("shows unlimited plans without bars or an upgrade", async () => {
  await renderWithApi(<PlanUsage slug="studio" />, {
    language: "en",
    handlers: {
      "admin.stats.planUsage": () => ({
        plan: "PROFESSIONAL",
        bookingsThisMonth: { used: 40, limit: null },
        services: { used: 7, limit: null },
        news: { used: 0, limit: null },
        monthEndsAt: "2030-02-01T00:00:00.000Z",
      }),
    },
  });
  await settle();
  expect(screen.getByTestId("usage-services").textContent).toContain("7 (unlimited)");
  expect(document.querySelector("progress")).toBeNull();
  expect(screen.queryByRole("link", { name: "Upgrade plan" })).toBeNull();
});
