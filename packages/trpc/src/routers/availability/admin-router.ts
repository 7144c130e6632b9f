import { router } from "../../init.ts";
import { generateSlotsRoute } from "./generate-slots.ts";
import { listSlotsRoute } from "./list-slots.ts";
import { deleteSlotRoute } from "./delete-slot.ts";
import { deleteSlotsRoute } from "./delete-slots.ts";

export const adminAvailabilityRouter = router({
  generate: generateSlotsRoute,
  listSlots: listSlotsRoute,
  deleteSlot: deleteSlotRoute,
  deleteSlots: deleteSlotsRoute,
});
