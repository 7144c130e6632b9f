import { router } from "../../init.ts";
import { myWaitlistRoute } from "./my-waitlist.ts";
import { joinWaitlistRoute } from "./join-waitlist.ts";
import { leaveWaitlistRoute } from "./leave-waitlist.ts";
import { claimOfferRoute } from "./claim-offer.ts";
import { adminWaitlistRoute } from "./admin-waitlist.ts";

export const waitlistRouter = router({
  my: myWaitlistRoute,
  join: joinWaitlistRoute,
  leave: leaveWaitlistRoute,
  claim: claimOfferRoute,
});

export const adminWaitlistRouter = router({ list: adminWaitlistRoute });
