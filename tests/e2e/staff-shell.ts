// Moving around the staff shell (issue 26.1) as a person does: the side navigation on a desk, the
// Sections menu on a phone, then a section's page links. Labels come from the i18n catalogue, so a
// renamed section fails here, not in every test.
import type { en, ru } from "@booking/i18n";
import type { Frame, Locator, Page as PwPage } from "playwright-core";
import { expect } from "vitest";

/** A page, or the frame a mini app runs in (telegram-launch.ts). */
type Page = PwPage | Frame;

type Texts = typeof ru | typeof en;
export type SectionKey = keyof typeof ru.staff.sections;

const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The section link of the navigation in view (the side navigation, else the opened Sections menu). */
async function sectionLink(page: Page, label: string): Promise<Locator> {
  const side = page.getByTestId("staff-side-nav");
  if (await side.isVisible()) return side.getByRole("link", { name: startsWith(label) });
  const menu = page.getByTestId("staff-menu-nav");
  if (!(await menu.isVisible())) await page.getByTestId("staff-menu-button").click();
  return menu.getByRole("link", { name: startsWith(label) });
}

/** The staff shell is up, showing `section` (its h1). */
export async function expectSection(page: Page, texts: Texts, section: SectionKey): Promise<void> {
  await page.getByRole("heading", { level: 1, name: texts.staff.sections[section], exact: true }).waitFor();
}

/** Opens a section by its navigation link and, when given, one of its pages by its link. */
export async function openSection<S extends SectionKey>(
  page: Page,
  texts: Texts,
  section: S,
  pageKey?: keyof (typeof ru.staff.pages)[S],
): Promise<void> {
  await (await sectionLink(page, texts.staff.sections[section])).click();
  await expectSection(page, texts, section);
  if (pageKey !== undefined) await openPage(page, texts, section, pageKey);
}

/** Opens one of the current section's pages by its link in the section's page row. */
export async function openPage<S extends SectionKey>(page: Page, texts: Texts, section: S, pageKey: keyof (typeof ru.staff.pages)[S]) {
  const label = (texts.staff.pages[section] as Record<string, string>)[pageKey as string]!;
  const link = page.locator(".staff-pages").getByRole("link", { name: startsWith(label) });
  await link.click();
  await expect.poll(() => link.getAttribute("aria-current"), { timeout: 10_000 }).toBe("page");
}

/** The link of one of the current section's pages (to read its badge, say). */
export function pageLink(page: Page, label: string): Locator {
  return page.locator(".staff-pages").getByRole("link", { name: startsWith(label) });
}

/** Where the former account tabs live in the shell (apps/miniapp/src/router/staff-paths.ts). */
const ACCOUNT_TAB_PAGES = {
  overview: ["settings", "overview"],
  business: ["settings", "business"],
  personalInfo: ["settings", "personal"],
  subscription: ["settings", "subscription"],
  botSettings: ["settings", "bot"],
  domain: ["settings", "domain"],
  payments: ["settings", "payments"],
  team: ["team", "members"],
  api: ["settings", "api"],
} as const satisfies Record<keyof typeof ru.account.tabs, readonly [SectionKey, string]>;
export type AccountTabKey = keyof typeof ACCOUNT_TAB_PAGES;

/** Opens the page that was the account's `key` tab, through the navigation. */
export async function openAccountPage(page: Page, texts: Texts, key: AccountTabKey): Promise<void> {
  const [section, pageKey] = ACCOUNT_TAB_PAGES[key];
  const current = await page.getByRole("heading", { level: 1 }).first().innerText();
  if (current !== texts.staff.sections[section]) await openSection(page, texts, section);
  await openPage(page, texts, section, pageKey as never);
}

/** The link of the page that was the account's `key` tab (in the page row of its section). */
export function accountPageLink(page: Page, texts: Texts, key: AccountTabKey): Locator {
  const [section, pageKey] = ACCOUNT_TAB_PAGES[key];
  return pageLink(page, (texts.staff.pages[section] as Record<string, string>)[pageKey]!);
}

/** The shell shows the page that was the account's `key` tab. */
export async function expectAccountPage(page: Page, texts: Texts, key: AccountTabKey): Promise<void> {
  await expect.poll(() => accountPageLink(page, texts, key).getAttribute("aria-current"), { timeout: 10_000 }).toBe("page");
}

/**
 * Visible texts cut with an ellipsis (issue 26.7): elements whose text-overflow is `ellipsis` (or
 * clamped to lines) that overflow their box, without a full-text title on them or an ancestor.
 * Each entry is the clipped element's text, for the failure message.
 */
export async function clippedTexts(page: PwPage): Promise<string[]> {
  return page.evaluate(() => {
    interface El {
      textContent: string | null;
      scrollWidth: number;
      clientWidth: number;
      scrollHeight: number;
      clientHeight: number;
      closest(selector: string): El | null;
      checkVisibility(): boolean;
    }
    const g = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<El> };
      getComputedStyle(el: El): { textOverflow: string; webkitLineClamp: string };
    };
    const found: string[] = [];
    for (const el of g.document.querySelectorAll("body *")) {
      const style = g.getComputedStyle(el);
      const ellipsis = style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1;
      const clamped = style.webkitLineClamp !== "none" && style.webkitLineClamp !== "" && el.scrollHeight > el.clientHeight + 1;
      if (!ellipsis && !clamped) continue;
      const text = el.textContent?.trim() ?? "";
      if (!text || !el.checkVisibility() || el.closest("[title]")) continue;
      found.push(text.slice(0, 80));
    }
    return found;
  });
}
