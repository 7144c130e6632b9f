// Texts of the Telegram launch (issue 19): expired launch data, links leaving the mini app.
export const telegram = {
  sharePhone: "Use my Telegram number",
  writeAccess: {
    question:
      "Let the bot message you? You will get the confirmation of this booking and a reminder before it. Without it, we write to your email.",
    allow: "Allow messages",
    notNow: "Not now",
  },
  homeScreen: {
    question: "Add this app to your home screen? Your bookings are then one tap away.",
    add: "Add to home screen",
  },
  expired: {
    title: "Please reopen the app",
    text: "Telegram's launch data for this window has expired. Your bookings and account are safe: close the app and open it again from the bot.",
    close: "Close and reopen",
  },
} as const;
