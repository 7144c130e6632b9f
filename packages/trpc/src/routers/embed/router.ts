import { router } from "../../init.ts";
import { getEmbedSettingsRoute } from "./get-embed-settings.ts";
import { setEmbedSettingsRoute } from "./set-embed-settings.ts";

/** /api/account/embed (owner): issue 31.6. */
export const embedRouter = router({ get: getEmbedSettingsRoute, set: setEmbedSettingsRoute });
