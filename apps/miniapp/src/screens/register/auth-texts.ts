// Sign-up's and login's Russian texts come with the screens that use them (sign-up, login, the
// account's profile and data pages), not with every tenant page's first load (i18n.ts). Imported
// for this effect by each of them.
import { login, register } from "@booking/i18n/ru/auth";
import { addRussianTexts } from "../../i18n.ts";

addRussianTexts({ login, register });
