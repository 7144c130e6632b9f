// Texts of the Telegram launch (issue 19): expired launch data, links leaving the mini app.
export const telegram = {
  sharePhone: "Use my Telegram number",
  expired: {
    title: "Please reopen the app",
    text: "Telegram's launch data for this window has expired. Your bookings and account are safe: close the app and open it again from the bot.",
    close: "Close and reopen",
  },
} as const;
