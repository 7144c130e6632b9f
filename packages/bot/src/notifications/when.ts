// The appointment's time as messages say it: one formatter for Telegram and email (@booking/core).
export { appointmentWhen } from "@booking/core";
