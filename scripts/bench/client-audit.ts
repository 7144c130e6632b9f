// Row (j) of npm run bench, issue 14 "speed on a phone": Lighthouse (mobile, its default simulated
// throttling: slow 4G and a 4x slower CPU) on /, /webapp/default and /webapp/default/booking, and
// axe-core (WCAG 2.1 A/AA) on the same pages, against the built client served by the real server.
// Targets: performance >= 90 with LCP <= 2.5 s, accessibility >= 95, 0 serious/critical axe findings.
import fs from "node:fs";
import { createRequire } from "node:module";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

export const AUDITED_PAGES = ["/", "/webapp/default", "/webapp/default/booking"] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface PageAudit {
  page: string;
  performance: number;
  lcpSeconds: number;
  accessibility: number;
  axeSerious: number;
}

const LIGHTHOUSE_TRIES = 3;

async function lighthouseOf(url: string, port: number): Promise<Omit<PageAudit, "page" | "axeSerious">> {
  let result: Awaited<ReturnType<typeof lighthouse>>;
  // Lighthouse sometimes fails its own trace (e.g. NO_LCP on a cold browser) and scores nothing:
  // that is a missing figure, not a zero, so the page is audited again and the error printed.
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      formFactor: "mobile",
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const failure =
      result.lhr.runtimeError ?? (result.lhr.categories.performance?.score == null ? { code: "NO_SCORE", message: "" } : undefined);
    if (!failure || attempt === LIGHTHOUSE_TRIES) break;
    console.warn(`  (j) Lighthouse failed on ${url} (${failure.code} ${failure.message}); auditing it again`);
  }
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcpSeconds: (audits["largest-contentful-paint"]?.numericValue ?? Number.NaN) / 1000,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
  };
}

async function axeSeriousCounts(baseURL: string): Promise<number[]> {
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const counts: number[] = [];
    for (const page of AUDITED_PAGES) {
      const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await tab.goto(`${baseURL}${page}`, { waitUntil: "networkidle" });
      await tab.evaluate(axeSource);
      counts.push(
        (await tab.evaluate(`axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } })
        .then((r) => r.violations.filter((v) => v.impact === "serious" || v.impact === "critical").reduce((n, v) => n + v.nodes.length, 0))`)) as number,
      );
      await tab.close();
    }
    return counts;
  } finally {
    await browser.close();
  }
}

export async function auditClient(baseURL: string): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  const audits: Omit<PageAudit, "axeSerious">[] = [];
  try {
    for (const page of AUDITED_PAGES) audits.push({ page, ...(await lighthouseOf(`${baseURL}${page}`, chrome.port)) });
  } finally {
    chrome.kill();
  }
  const axe = await axeSeriousCounts(baseURL);
  return audits.map((audit, index) => ({ ...audit, axeSerious: axe[index] ?? Number.NaN }));
}
