// Moving around the staff shell (issue 26.1) as a person does: the side navigation on a desk, the
// Sections menu on a phone, then a section's page links. Labels come from the i18n catalogue, so a
// renamed section fails here, not in every test.
import type { Locator, Page } from "playwright-core";
import { en, ru } from "@booking/i18n";
import { expect } from "vitest";

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
  await expect.poll(() => link.getAttribute("aria-current")).toBe("page");
}

/** The link of one of the current section's pages (to read its badge, say). */
export function pageLink(page: Page, label: string): Locator {
  return page.locator(".staff-pages").getByRole("link", { name: startsWith(label) });
}
