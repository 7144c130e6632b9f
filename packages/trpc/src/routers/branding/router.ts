import { router } from "../../init.ts";
import { getBrandingRoute } from "./get-branding.ts";
import { setBrandingRoute } from "./set-branding.ts";

/** /api/account/branding (owner): issue 16.4. */
export const brandingRouter = router({ get: getBrandingRoute, set: setBrandingRoute });
