// The client's translation resources (packages/i18n, namespace "client") as the client relies on them:
// every server error code has a text, and every key the client uses exists.
import { BOOKING_STATUSES, statusTextKey } from "@booking/contracts/booking-status";
import { ERROR_STATUS } from "@booking/contracts/error-codes";
import { PLAN_LIST } from "@booking/contracts/plans";
import { catalogue, en, flattenKeys, resources, ru, type TranslationTree } from "@booking/i18n";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const enKeys = flattenKeys(en as unknown as TranslationTree);

function leaf(tree: unknown, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("ru/en resources", () => {
  it("are i18next resources in the translation namespace", () => {
    expect(Object.keys(resources).sort()).toEqual(["en", "ru"]);
    expect(resources.ru.translation).toBe(ru);
    expect(resources.en.translation).toBe(en);
  });

  // ru/en parity (keys, placeholders, really Russian) is checked for every namespace by
  // packages/i18n/src/catalogue.test.ts.
  it("are the client namespace of the catalogue, with its hundreds of keys", () => {
    expect(catalogue.ru.client).toBe(ru);
    expect(enKeys.length).toBeGreaterThan(300);
  });

  it("have a text for every server error code in both languages", () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(typeof leaf(en, `errors.${code}`), `en errors.${code}`).toBe("string");
      expect(typeof leaf(ru, `errors.${code}`), `ru errors.${code}`).toBe("string");
    }
    expect(Object.keys(en.errors).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
  });

  it("hold the keys the spec names", () => {
    const specKeys = [
      "register.errors.invalidPhone",
      "register.errors.emailRequired",
      "register.errors.invalidEmail",
      "register.errors.allFieldsRequired",
      "register.errors.useAnotherEmail",
      "register.errors.registrationFailed",
      "register.errors.noTelegramData",
      "register.errors.telegramDataUnavailable",
      "register.errors.invalidPassword",
      "login.errors.emailRequired",
      "login.errors.userNotFound",
      "login.errors.accountNotConfigured",
      "login.errors.passwordRequired",
      "login.errors.invalidPassword",
      "login.errors.telegramNotLinked",
      "login.errors.codeRequired",
      "login.errors.invalidCode",
      "login.errors.failedToCheck",
      "login.errors.failedToSend",
      "login.errors.failedToVerify",
      "login.useCodeInstead",
      "booking.selectServiceAndSlot",
      "alerts.validation.selectBothDates",
      "alerts.validation.selectAtLeastOneDate",
      "account.password.passwordMismatch",
      "account.password.passwordTooShort",
      "domain.invalidFormat",
      "promo.invalidPromoCode",
      "common.requestFailed",
      "account.errors.failedToLoadAccount",
      ...["failedToLoad", "failedToSave", "failedToDelete", "failedToUpdate", "failedToCancel", "failedToConfirm", "failedToCreate"].map(
        (key) => `alerts.errors.${key}`,
      ),
      ...BOOKING_STATUSES.map(statusTextKey),
      ...["overview", "business", "personalInfo", "subscription", "botSettings", "domain", "payments", "team"].map(
        (tab) => `account.tabs.${tab}`,
      ),
      ...["services", "bookings", "confirmations", "clients", "news", "articles", "availability", "schedule", "stats", "experts"].map(
        (tab) => `admin.tabs.${tab}`,
      ),
      ...["pending", "confirmed", "failed"].map((status) => `paymentResult.${status}.title`),
      ...["howItWorks", "ownDomain", "technicalSkills", "ownBot", "payments"].map((q) => `landing.faq.${q}.question`),
    ];
    for (const key of specKeys) expect(enKeys, key).toContain(key);
    expect(en.login.errors.invalidPassword).toBe("Invalid email or password");
    expect(en.account.password.passwordMismatch).toBe("Passwords do not match");
    expect(en.domain.invalidFormat).toBe("Invalid domain format");
    expect(en.common.requestFailed).toBe("Request failed");
  });

  it("name every plan and every plan feature of the shared catalogue", () => {
    for (const plan of PLAN_LIST) {
      expect(enKeys).toContain(`plans.names.${plan.plan}`);
      for (const feature of plan.featureKeys) expect(enKeys).toContain(`plans.features.${feature}`);
    }
  });

  it("contain every literal key the client code uses", () => {
    const used = new Set<string>();
    const patterns = [/\bt\(\s*"([\w.]+)"/g, /titleKey="([\w.]+)"/g, /labelKey: "([\w.]+)"/g, /"(alerts\.errors\.\w+)"/g];
    for (const file of sourceFiles(__dirname)) {
      const text = readFileSync(file, "utf8");
      for (const pattern of patterns) for (const match of text.matchAll(pattern)) used.add(match[1] ?? "");
    }
    expect(used.size).toBeGreaterThan(40);
    const missing = [...used].filter((key) => !enKeys.includes(key));
    expect(missing).toEqual([]);
  });
});
