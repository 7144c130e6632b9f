import { router } from "../../init.ts";
import { clientBookingsRoute } from "./client-bookings.ts";
import { listClientsRoute } from "./list-clients.ts";
import { setClientNoteRoute } from "./set-client-note.ts";
import { exportClientsRoute } from "./export-clients.ts";
import { eraseClientRoute } from "./erase-client.ts";

export const adminClientsRouter = router({
  list: listClientsRoute,
  setNote: setClientNoteRoute,
  bookings: clientBookingsRoute,
  export: exportClientsRoute,
  erase: eraseClientRoute,
});
