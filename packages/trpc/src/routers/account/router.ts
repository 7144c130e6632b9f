import { router } from "../../init.ts";
import { getAccountRoute } from "./get-account.ts";
import { getProfileRoute } from "./get-profile.ts";
import { updateProfileRoute } from "./update-profile.ts";
import { changePasswordRoute } from "./change-password.ts";
import { updateBotConfigRoute } from "./update-bot-config.ts";
import { botStatusRoute } from "./bot-status.ts";
import { setPaymentMethodRoute } from "./set-payment-method.ts";
import { setPaymentCredentialsRoute } from "./set-payment-credentials.ts";
import { testPaymentMethodRoute } from "./test-payment-method.ts";
import { setCurrencyRoute } from "./set-currency.ts";
import { setPrepaymentRoute } from "./set-prepayment.ts";
import { listSessionsRoute } from "./list-sessions.ts";
import { endSessionRoute } from "./end-session.ts";
import { endOtherSessionsRoute } from "./end-other-sessions.ts";
import { getBusinessRoute } from "./get-business.ts";
import { updateBusinessRoute } from "./update-business.ts";
import { setLogoRoute } from "./set-logo.ts";
import { removeLogoRoute } from "./remove-logo.ts";
import { requestEmailVerificationRoute } from "./request-email-verification.ts";
import { confirmEmailVerificationRoute } from "./confirm-email-verification.ts";
import { confirmEmailChangeRoute } from "./confirm-email-change.ts";
import { unlinkTelegramRoute } from "./unlink-telegram.ts";
import { verifyPhoneRoute } from "./verify-phone.ts";
import { getReceiptsRoute } from "./get-receipts.ts";
import { setReceiptsRoute } from "./set-receipts.ts";

/** /api/account (owner area) and /api/user/profile (any logged-in user's own profile). */
export const accountRouter = router({
  get: getAccountRoute,
  profile: getProfileRoute,
  updateProfile: updateProfileRoute,
  changePassword: changePasswordRoute,
  updateBotConfig: updateBotConfigRoute,
  botStatus: botStatusRoute,
  setPaymentMethod: setPaymentMethodRoute,
  setPaymentCredentials: setPaymentCredentialsRoute,
  testPaymentMethod: testPaymentMethodRoute,
  setCurrency: setCurrencyRoute,
  setPrepayment: setPrepaymentRoute,
  sessions: listSessionsRoute,
  endSession: endSessionRoute,
  endOtherSessions: endOtherSessionsRoute,
  business: getBusinessRoute,
  updateBusiness: updateBusinessRoute,
  setLogo: setLogoRoute,
  removeLogo: removeLogoRoute,
  requestEmailVerification: requestEmailVerificationRoute,
  confirmEmailVerification: confirmEmailVerificationRoute,
  confirmEmailChange: confirmEmailChangeRoute,
  unlinkTelegram: unlinkTelegramRoute,
  verifyPhone: verifyPhoneRoute,
  receipts: getReceiptsRoute,
  setReceipts: setReceiptsRoute,
});
