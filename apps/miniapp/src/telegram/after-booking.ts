// The signals a booking raises for the prompts after it (RootLayout loads them only then): may the
// bot write (issue 18.1, write-access.ts), add to the home screen (18.5, home-screen.ts). Kept apart
// from those modules so the first load carries only these flags.
import { createOfferFlag } from "../lib/offer-flag.ts";

const writeAccess = createOfferFlag();
const homeScreen = createOfferFlag();

/** Called when a booking was made: WriteAccessPrompt decides whether to show. */
export const offerWriteAccess = writeAccess.raise;
export const dismissWriteAccessOffer = writeAccess.lower;
export const useWriteAccessOffered = writeAccess.use;

/** Called when a booking was made: HomeScreenPrompt decides whether to show. */
export const offerHomeScreen = homeScreen.raise;
export const dismissHomeScreenOffer = homeScreen.lower;
export const useHomeScreenOffered = homeScreen.use;
