// PLACEHOLDER, to be replaced by the real screen: spec §2 "My bookings" (/webapp/:tenantName/my-bookings).
import { ScreenPlaceholder } from "../../components/ScreenPlaceholder.tsx";

export default function MyBookingsScreen() {
  return <ScreenPlaceholder titleKey="myBookings.title" />;
}
