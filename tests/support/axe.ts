// axe-core's WCAG 2.0/2.1 A and AA rules, run inside a Chromium page (e2e tests).
import { createRequire } from "node:module";
import fs from "node:fs";
import type { Page } from "playwright-core";
import type { PageGlobals } from "./browser.ts";

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] }

/** axe's WCAG 2.0/2.1 A and AA rules on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // evaluate() runs outside the page's CSP (script-src 'self' would refuse an injected <script>).
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run((globalThis as unknown as PageGlobals).document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html: html.slice(0, 160), failureSummary })) }));
  });
}

/** The serious and critical violations, one line each, for an assertion message. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
