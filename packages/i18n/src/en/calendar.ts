// "Add to calendar" and the private calendar feeds (issue 18.4).
export const calendar = {
  addToCalendar: "Add to calendar",
  feedTitle: "Your calendar app",
  feedCustomerText: "Subscribe once and your bookings here appear in Google Calendar, Apple Calendar or Outlook, kept up to date.",
  feedExpertText: "Subscribe once and your bookings with this business appear in your calendar app, kept up to date.",
  feedStaffText: "Subscribe once and every booking of this business appears in your calendar app, kept up to date.",
  open: "Get the link",
  subscribe: "Subscribe",
  copy: "Copy link",
  copied: "Link copied",
  revoke: "Turn off the link",
  revoked: "The link no longer works. You can get a new one.",
  privateNote: "Anyone with this link sees these bookings: do not share it.",
} as const;
