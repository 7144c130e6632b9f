// Plan limits shown before they bite (issue 15.7): usage on the overview, the limit notice.
export const limits = {
  title: "Your plan's limits",
  bookingsThisMonth: "Bookings this month",
  services: "Services",
  news: "News",
  unlimited: "{{used}} (unlimited)",
  usedOf: "{{used}} of {{limit}}",
  reached: "Limit reached",
  bookingsReached: "This month's bookings are used up: customers see no free days until {{date}}.",
  upgrade: "Upgrade plan",
  noticeUpgrade: "Upgrade your plan to go on.",
  dismiss: "Close",
} as const;
