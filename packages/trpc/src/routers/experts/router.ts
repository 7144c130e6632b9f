import { router } from "../../init.ts";
import { adminListExpertsRoute } from "./admin-list-experts.ts";
import { listExpertsRoute } from "./list-experts.ts";
import { updateExpertRoute } from "./update-expert.ts";

/** GET /api/experts (customers). */
export const expertsRouter = router({ list: listExpertsRoute });
/** /api/admin/experts. */
export const adminExpertsRouter = router({ list: adminListExpertsRoute, update: updateExpertRoute });
