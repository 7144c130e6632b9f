// Russian resources: the app's start language. Each section is typed against English. The mini app
// bundles the customer screens' sections (start.ts) and loads the staff and platform screens'
// sections with those screens (later.ts), the landing page's and sign-up's with theirs (landing.ts, auth.ts): a new section
// goes into one of them.
import type { Translation } from "../en/index.ts";
import type { TranslationShape } from "../shape.ts";
import { login, register } from "./auth.ts";
import { landing } from "./landing.ts";
import { ruLater } from "./later.ts";
import { ruStart } from "./start.ts";

export const ru: TranslationShape<Translation> = { ...ruStart, ...ruLater, landing, login, register };
