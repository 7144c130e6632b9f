// The waitlist (issue 18.3): joining from the booking calendar, entries in "my bookings", the
// back office's list per day.
export const waitlist = {
  dayFull: "This day is fully booked.",
  joinDay: "Join the waitlist for this day",
  joined: "You are on the waitlist. When a time frees up, it is held for you for {{minutes}} minutes and we write to you.",
  takenTimes: "Taken times: tap one to join its waitlist",
  joinTime: "Join the waitlist for {{time}}",
  ownTimes: "Your booking this day: {{times}}",
  loginToJoin: "Log in or register to join the waitlist.",
  title: "Waitlist",
  wholeDay: "any time",
  status: {
    WAITING: "Waiting",
    OFFERED: "Time held for you",
    CLAIMED: "Booked",
    LEFT: "Left",
    EXPIRED: "Offer ended",
  },
  offer: "{{date}} at {{time}} is held for you until {{until}}.",
  claim: "Claim",
  leave: "Leave",
  claimed: "Booked from the waitlist",
  left: "You left the waitlist",
  adminTitle: "Waitlist",
  adminEmpty: "Nobody is waiting for these days",
  position: "#{{position}}",
} as const;
