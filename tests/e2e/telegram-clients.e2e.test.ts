// Issue 19 beyond Telegram Web (telegram-launch.ts): the native clients' start-up through a
// recording TelegramWebviewProxy (android, ios, tdesktop, and an old 6.0 client), expired launch
// data, every start link the platform makes opening its screen from any entry path, and pages
// outside the app opened through Telegram's open-link methods instead of navigating the app.
import { randomUUID } from "node:crypto";
import { ru } from "@booking/i18n";
import { encodeStartParam, type StartTarget } from "@booking/telegram";
import { describe, expect, it } from "vitest";
import { saveScreenshot, type PageGlobals } from "../support/browser.ts";
import { createTenant, createUser } from "../support/fixtures.ts";
import { telegramUser } from "../support/identity.ts";
import { axeViolations, createBookableTenant, tickConsent, useE2eStage } from "./harness.ts";
import { openAccountPage } from "./staff-shell.ts";
import {
  openInNativeClient,
  openInTelegramWeb,
  paintedBackground,
  rgb,
  telegramWebContext,
  THEMES,
  type TelegramLaunch,
} from "./telegram-launch.ts";

const stage = useE2eStage({ defaultTenant: true });
type Setup = { is_visible?: boolean; is_active?: boolean; text?: string };

async function linkedUser(firstName: string) {
  const tg = telegramUser({ firstName, languageCode: "ru" });
  const account = await createUser(stage.server.db, { telegramId: BigInt(tg.id), userType: "TELEGRAM", firstName, withPassword: false });
  return { tg, account };
}

/**
 * Serious or critical axe findings (WCAG 2.1 A/AA) in Telegram mode, colour contrast aside: inside
 * Telegram the buttons and accents are painted in the user's Telegram theme (its light theme's
 * #3390ec under white text is 3.4:1), which the app follows on purpose (issue 14.3).
 */
async function seriousViolations(launch: TelegramLaunch): Promise<string[]> {
  const found = (await axeViolations(launch.page)).filter(
    (v) => (v.impact === "serious" || v.impact === "critical") && v.id !== "color-contrast",
  );
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(" ")} ${n.html}`));
}

async function mainButtonVisible(launch: TelegramLaunch): Promise<boolean | undefined> {
  return ((await launch.calls("web_app_setup_main_button")).at(-1) as Setup | undefined)?.is_visible;
}

describe("native clients (TelegramWebviewProxy)", () => {
  for (const [platform, version] of [
    ["android", "8.0"],
    ["ios", "8.0"],
    ["tdesktop", "8.0"],
    ["tdesktop", "6.0"],
  ] as const) {
    it(`${platform} ${version}: starts as a Telegram app, applies the theme, books with the MainButton`, async () => {
      const { tenant, service } = await createBookableTenant(stage.server.db, `Сессия ${platform}`);
      const { tg, account } = await linkedUser("Лев");
      const theme = platform === "ios" ? "light" : "dark";
      const launch = await openInNativeClient(stage.browser, stage.server.baseURL, `/webapp/${tenant.slug}`, {
        user: tg,
        platform,
        version,
        theme,
      });
      try {
        const app = launch.app();
        await expect.poll(async () => (await launch.calls("web_app_ready")).length, { timeout: 10_000 }).toBe(1);
        expect(await launch.calls("web_app_expand")).toHaveLength(1);
        await app.getByText("Здравствуйте, Лев!").waitFor();
        expect(await paintedBackground(app)).toBe(rgb(THEMES[theme].secondary_bg_color));
        // 6.0 has no background colour method: the app must not call what the client lacks.
        expect(await launch.calls("web_app_set_background_color")).toEqual(
          version === "6.0" ? [] : [{ color: THEMES[theme].secondary_bg_color }],
        );
        expect(await app.locator(".top-bar").count()).toBe(0);

        await app.getByRole("navigation").getByRole("link", { name: ru.nav.book }).click();
        await app.getByRole("button", { name: new RegExp(service.name) }).click();
        await app.locator('[data-testid="booking-calendar"] button[data-state="available"]').first().click();
        await app.locator('[data-testid="slot"]').first().click();
        await expect.poll(() => mainButtonVisible(launch)).toBe(true);
        // 6.0 has no BackButton; from 6.1 it is shown on this deeper page.
        expect((await launch.calls("web_app_setup_back_button")).at(-1)).toEqual(version === "6.0" ? undefined : { is_visible: true });
        await saveScreenshot(launch.page, "e2e/telegram-native", `${platform}-${version}-booking-${theme}`);
        expect(await seriousViolations(launch)).toEqual([]);
        // Booking asks for consent to process personal data first (issue 30).
        await tickConsent(app);
        await launch.send("main_button_pressed");
        await app.getByTestId("booking-done").waitFor();
        expect(await stage.server.db.booking.count({ where: { userId: account.id } })).toBe(1);
        launch.session.assertNoIssues();
      } finally {
        await launch.session.close();
      }
    });
  }

  it("init data without Telegram's `signature` field still starts the app, and says so in one console line", async () => {
    const { tenant } = await createBookableTenant(stage.server.db);
    const { tg } = await linkedUser("Ида");
    const launch = await openInNativeClient(stage.browser, stage.server.baseURL, `/webapp/${tenant.slug}`, {
      user: tg,
      platform: "android",
      signature: false,
    });
    const warnings: string[] = [];
    launch.page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    try {
      // Counted over one load: the first one's lines have all arrived once its greeting is seen.
      await launch.app().getByText("Здравствуйте, Ида!").waitFor();
      warnings.length = 0;
      await launch.page.reload();
      await launch.app().getByText("Здравствуйте, Ида!").waitFor();
      expect(warnings.filter((text) => text.includes("`signature`"))).toHaveLength(1);
      launch.session.assertNoIssues();
    } finally {
      await launch.session.close();
    }
  });
});

describe("expired launch data (docs/DECISIONS.md)", () => {
  it("public pages still answer, 'reopen the app' shows at once with Close, the stored session survives", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Услуга для всех");
    const tg = telegramUser({ firstName: "Ян", languageCode: "ru" });
    const web = await createUser(stage.server.db, { tenant, firstName: "Ян" });
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const launch = await openInNativeClient(
      stage.browser,
      stage.server.baseURL,
      `/webapp/${tenant.slug}/services`,
      { user: tg, platform: "android", authDate: twoDaysAgo },
      { authToken: web.token },
    );
    try {
      const app = launch.app();
      await app.getByText(service.name).first().waitFor();
      const notice = app.getByTestId("launch-expired");
      await notice.waitFor();
      expect(await notice.innerText()).toContain(ru.telegram.expired.title);
      expect(await launch.page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem("authToken"))).toBe(web.token);
      await saveScreenshot(launch.page, "e2e/telegram-native", "expired-launch-data");
      expect(await seriousViolations(launch)).toEqual([]);
      await notice.getByRole("button", { name: ru.telegram.expired.close }).click();
      expect(await launch.calls("web_app_close")).toHaveLength(1);
      launch.session.assertNoIssues();
    } finally {
      await launch.session.close();
    }
  });
});

describe("start links (one format, every entry path)", () => {
  it("each link the platform builds opens its screen, wherever the client loaded the app", async () => {
    const { tenant, service } = await createBookableTenant(stage.server.db, "Услуга по ссылке");
    const { tg } = await linkedUser("Ада");
    const slug = tenant.slug;
    const paymentId = randomUUID();
    const cases: Array<{ target: StartTarget; entry: string; path: string; ready: (launch: TelegramLaunch) => Promise<unknown> }> = [
      {
        target: { tenantSlug: slug },
        entry: "/",
        path: `/webapp/${slug}`,
        ready: (l) => l.app().getByText("Здравствуйте, Ада!").waitFor(),
      },
      {
        target: { tenantSlug: slug, page: "services" },
        entry: "/webapp/default",
        path: `/webapp/${slug}/services`,
        ready: (l) => l.app().getByText(service.name).first().waitFor(),
      },
      {
        target: { tenantSlug: slug, page: "booking" },
        entry: `/webapp/${slug}`,
        path: `/webapp/${slug}/booking`,
        ready: (l) =>
          l
            .app()
            .getByRole("button", { name: new RegExp(service.name) })
            .waitFor(),
      },
      {
        target: { tenantSlug: slug, page: "my-bookings" },
        entry: "/webapp/default/news",
        path: `/webapp/${slug}/my-bookings`,
        ready: (l) => l.app().getByRole("heading", { name: ru.myBookings.title }).waitFor(),
      },
      {
        target: { tenantSlug: slug, page: "news" },
        entry: "/",
        path: `/webapp/${slug}/news`,
        ready: (l) => l.app().locator(".tenant-menu__item--active", { hasText: ru.nav.news }).waitFor(),
      },
      {
        target: { tenantSlug: slug, page: "articles" },
        entry: "/",
        path: `/webapp/${slug}/articles`,
        ready: (l) => l.app().locator(".tenant-menu__item--active", { hasText: ru.nav.articles }).waitFor(),
      },
      {
        target: { tenantSlug: slug, serviceId: service.id },
        entry: "/",
        path: `/webapp/${slug}/booking?service=${service.id}`,
        ready: (l) => l.app().getByTestId("booking-calendar").waitFor(),
      },
      {
        target: { tenantSlug: slug, paymentId },
        entry: "/webapp/default",
        path: `/payment/result?paymentId=${paymentId}&tenant=${slug}`,
        ready: (l) => l.app().getByRole("heading", { name: ru.paymentResult.title }).waitFor(),
      },
    ];
    for (const { target, entry, path, ready } of cases) {
      const startParam = encodeStartParam(target);
      const launch = await openInNativeClient(stage.browser, stage.server.baseURL, entry, { user: tg, platform: "android", startParam });
      try {
        await ready(launch);
        const url = new URL(launch.page.url());
        expect(`${url.pathname}${url.search}`, startParam).toBe(path);
      } finally {
        await launch.session.close();
      }
    }
  });

  it("an unregistered Telegram user opening a my-bookings link is offered registration", async () => {
    const other = await createTenant(stage.server.db);
    const tg = telegramUser({ firstName: "Новичок", languageCode: "ru" });
    const context = await telegramWebContext("blocked");
    try {
      const launch = await openInTelegramWeb(context.context, stage.server.baseURL, "/", {
        user: tg,
        startParam: encodeStartParam({ tenantSlug: other.slug, page: "my-bookings" }),
      });
      await launch.app().getByText(ru.myBookings.pleaseRegister).waitFor({ timeout: 10_000 });
      await launch.app().getByRole("main").getByRole("link", { name: ru.nav.register }).click();
      await launch.app().getByText(ru.register.miniApp.identityTitle).waitFor();
      expect(new URL(launch.app().url()).pathname).toBe(`/webapp/${other.slug}/register`);
      launch.session.assertNoIssues();
    } finally {
      await context.close();
    }
  });
});

describe("leaving the app from inside Telegram (issue 19.4)", () => {
  it("a payment page and the account-linking t.me link open through Telegram; Save is the MainButton; the app stays where it is", async () => {
    const tenant = await createTenant(stage.server.db, { plan: "STARTER" });
    await stage.server.db.tenant.update({
      where: { id: tenant.id },
      data: { planExpiresAt: new Date(Date.now() + 3 * 86_400_000), autoRenew: true },
    });
    const owner = await createUser(stage.server.db, { tenant, role: "OWNER", firstName: "Ольга" });
    await stage.server.db.payment.create({
      data: {
        tenantId: tenant.id,
        purpose: "SUBSCRIPTION",
        provider: "YOOKASSA",
        plan: "STARTER",
        amountMinor: 999,
        currency: "USD",
        idempotenceKey: randomUUID(),
        confirmationUrl: "https://pay.example/renewal",
        expiresAt: new Date(Date.now() + 30 * 60_000),
      },
    });
    const launch = await openInNativeClient(
      stage.browser,
      stage.server.baseURL,
      `/account?tenant=${tenant.slug}`,
      { user: telegramUser({ languageCode: "ru" }), platform: "ios" },
      { authToken: owner.token },
    );
    try {
      const app = launch.app();
      const origin = new URL(launch.page.url()).origin;
      await openAccountPage(app, ru, "subscription");
      await app.getByTestId("waiting-invoice").getByRole("button", { name: ru.account.subscription.pay }).click();
      await expect.poll(() => launch.calls("web_app_open_link")).toEqual([expect.objectContaining({ url: "https://pay.example/renewal" })]);

      await openAccountPage(app, ru, "personalInfo");
      await app.getByRole("button", { name: new RegExp(ru.account.personalInfo.linkTelegram.split("@")[0]!.trim()) }).click();
      await expect.poll(async () => (await launch.calls("web_app_open_tg_link")).length).toBe(1);
      const [opened] = (await launch.calls("web_app_open_tg_link")) as Array<{ path_full: string }>;
      expect(opened!.path_full).toMatch(/^\/[A-Za-z0-9_]+bot\?start=link_/i);
      // "Save" is the MainButton here too (issue 14.3): the form has no button of its own.
      await expect
        .poll(async () => ((await launch.calls("web_app_setup_main_button")).at(-1) as Setup | undefined)?.text)
        .toBe(ru.account.personalInfo.saveProfile);
      expect(await app.getByRole("button", { name: ru.account.personalInfo.saveProfile }).count()).toBe(0);
      await app.getByLabel(ru.account.personalInfo.firstName, { exact: true }).fill("Ольга Петровна");
      await launch.send("main_button_pressed");
      await app.getByRole("status").filter({ hasText: ru.alerts.success.profileSaved }).waitFor();
      expect((await stage.server.db.user.findUniqueOrThrow({ where: { id: owner.id } })).firstName).toBe("Ольга Петровна");

      // Still the app's own account page (in the staff shell, issue 26.1): neither page navigated the app away.
      const now = new URL(launch.page.url());
      expect(`${now.origin}${now.pathname}`).toBe(`${origin}/webapp/${tenant.slug}/admin/settings/personal`);
      launch.session.assertNoIssues();
    } finally {
      await launch.session.close();
    }
  });
});
