// The questions after a booking inside Telegram: may the bot write (issue 18.1), then add the app
// to the home screen (18.5). Loaded only once a booking raised one of them (RootLayout), so neither
// they nor their dialog weigh on the first load (tests/e2e/first-load-budget).
import { HomeScreenPrompt } from "./HomeScreenPrompt.tsx";
import { WriteAccessPrompt } from "./WriteAccessPrompt.tsx";

export default function AfterBookingPrompts() {
  return (
    <>
      <WriteAccessPrompt />
      <HomeScreenPrompt />
    </>
  );
}
