import { router } from "../../init.ts";
import { registerMiniAppRoute } from "./register-mini-app.ts";
import { registerWebRoute } from "./register-web.ts";
import { meRoute } from "./me.ts";
import { userByIdRoute } from "./user-by-id.ts";
import { setLanguageRoute } from "./set-language.ts";
import { createTelegramLinkRoute } from "./create-telegram-link.ts";
import { myTenantsRoute } from "./my-tenants.ts";
import { telegramWriteAccessRoute } from "./telegram-write-access.ts";

export const userRouter = router({
  register: registerMiniAppRoute,
  registerWeb: registerWebRoute,
  me: meRoute,
  byId: userByIdRoute,
  setLanguage: setLanguageRoute,
  createTelegramLink: createTelegramLinkRoute,
  tenants: myTenantsRoute,
  telegramWriteAccess: telegramWriteAccessRoute,
});
