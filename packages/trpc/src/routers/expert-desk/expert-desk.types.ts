// The EXPERT's own desk (issue 16.2): the admin shapes, bound to the caller's expert.
export { adminListBookingsInput as expertBookingsInput, adminListBookingsResponse as expertBookingsResponse } from "../bookings/admin-list-bookings.types.ts";
export { adminSetStatusInput as expertSetStatusInput, adminSetStatusResponse as expertSetStatusResponse } from "../bookings/admin-set-status.types.ts";
export { listSlotsInput as expertSlotsInput, listSlotsResponse as expertSlotsResponse } from "../availability/list-slots.types.ts";
export { generateSlotsInput as expertGenerateInput, generateSlotsResponse as expertGenerateResponse } from "../availability/generate-slots.types.ts";
