// The staff screens' Russian texts (ru/later.ts) load with those screens, not with the first load
// (i18n.ts, router/routes.tsx). A customer screen or a shared component naming one of their keys
// would show the bare key to a Russian reader on a first visit: this keeps them where they load.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ruLater } from "@booking/i18n/ru/later";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;
/** The screens routes.tsx loads with the later texts, and what only they use. */
const WITH_LATER_TEXTS = [
  "screens/admin/",
  "screens/staff/",
  "screens/account/",
  "screens/setup/",
  "screens/invite/",
  "components/LinkQr.tsx",
];

/** Every source file of the client, but tests. */
const sources = () =>
  (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join("/"));

describe("texts loaded later", () => {
  it("are named only by the screens that load them", () => {
    const namespaces = Object.keys(ruLater).join("|");
    const naming = new RegExp(`\\bt\\(\\s*[\`"'](?:${namespaces})\\.`);
    const offenders = sources()
      .filter((file) => !WITH_LATER_TEXTS.some((allowed) => file.startsWith(allowed)))
      .filter((file) => naming.test(readFileSync(path.join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("the landing page's are named only by the landing screen, which brings them", () => {
    const naming = /\bt\(\s*[`"']landing\./;
    const offenders = sources()
      .filter((file) => !file.startsWith("screens/landing/"))
      .filter((file) => naming.test(readFileSync(path.join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
    expect(readFileSync(path.join(SRC, "screens/landing/LandingScreen.tsx"), "utf8")).toContain("addRussianTexts({ landing })");
  });

  it("sign-up's and login's are named only by the screens that bring them", () => {
    const naming = /\bt\(\s*[`"'](?:login|register)\./;
    const bringing = ["screens/login/", "screens/register/", "screens/account/personal/"];
    const offenders = sources()
      .filter((file) => !bringing.some((folder) => file.startsWith(folder)))
      .filter((file) => naming.test(readFileSync(path.join(SRC, file), "utf8")));
    expect(offenders).toEqual([]);
    for (const screen of [
      "screens/login/LoginScreen.tsx",
      "screens/register/RegisterScreen.tsx",
      "screens/account/personal/ProfileForm.tsx",
      "screens/account/personal/YourData.tsx",
    ]) {
      expect(readFileSync(path.join(SRC, screen), "utf8"), screen).toMatch(/import "[./]+(?:register\/)?auth-texts\.ts";/);
    }
  });
});
