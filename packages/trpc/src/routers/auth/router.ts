import { router } from "../../init.ts";
import { checkUserRoute } from "./check-user.ts";
import { webLoginRoute } from "./web-login.ts";
import { requestCodeRoute } from "./request-code.ts";
import { verifyCodeRoute } from "./verify-code.ts";
import { logoutRoute } from "./logout.ts";

export const authRouter = router({
  checkUser: checkUserRoute,
  webLogin: webLoginRoute,
  requestCode: requestCodeRoute,
  verifyCode: verifyCodeRoute,
  logout: logoutRoute,
});
