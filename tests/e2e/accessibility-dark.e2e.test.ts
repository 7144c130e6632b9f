// The dark theme passes the same bar as the light one (WCAG 2.1 AA, axe serious/critical = 0):
// the tenant's home with the admin's header mark, the login and register forms, booking.
import { describe, expect, it } from "vitest";
import { openPage, setLocalStorage } from "../support/browser.ts";
import { createUser } from "../support/fixtures.ts";
import { axeViolations, useE2eStage } from "./harness.ts";

const stage = useE2eStage({ defaultTenant: true });
const SCREENS = [
  { name: "tenant home as admin", path: "/webapp/default", admin: true },
  { name: "login", path: "/webapp/default/login", admin: false },
  { name: "register", path: "/webapp/default/register", admin: false },
  { name: "booking", path: "/webapp/default/booking", admin: false },
];

describe("accessibility in the dark theme", () => {
  it.each(SCREENS)("$name: no serious or critical axe violation", async (screen) => {
    const tenant = await stage.server.db.tenant.findUniqueOrThrow({ where: { slug: "default" } });
    const admin = screen.admin ? await createUser(stage.server.db, { tenant, role: "ADMIN" }) : undefined;
    const session = await openPage(stage.browser, { baseURL: stage.server.baseURL, colorScheme: "dark" });
    try {
      const { page } = session;
      await page.goto("/");
      await setLocalStorage(page, "language", "ru");
      if (admin) await setLocalStorage(page, "authToken", admin.token);
      await page.goto(screen.path);
      await page.locator("h1").first().waitFor();
      if (admin) await page.getByTestId("admin-mark").waitFor();
      await page.waitForLoadState("networkidle");
      const serious = (await axeViolations(page)).filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")}: ${n.failureSummary ?? v.help}`))).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
