// PLACEHOLDER, to be replaced by the real screen: spec §2 "Booking screen" (service, calendar, slots, MainButton confirm; /webapp/:tenantName/booking).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function BookingScreen() {
  return <ScreenPlaceholder titleKey="booking.title" />;
}
