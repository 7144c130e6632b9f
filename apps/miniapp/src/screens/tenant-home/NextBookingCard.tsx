// Issue 25.3: "returning home shows that upcoming booking first": the signed-in customer's nearest
// live booking with this business, a small card on top of the tenant's home that opens the
// booking's own page. Its own lazily loaded chunk (it brings the data layer): the home's first load
// stays inside its budget, and the card follows once the session is known.
import { DEFAULT_TENANT_SLUG } from "@booking/contracts/constants";
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { BookingStatusBadge } from "../../components/BookingStatusBadge.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { formatCalendarDate, formatClockRange } from "../../lib/format.ts";
import { tenantPath } from "../../router/paths.ts";
import { useTenantName } from "../../router/tenant-name.ts";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";
import { useZoneNote } from "../../tenant/time-zone.ts";
import { splitBookings } from "../my-bookings/booking-actions.ts";
import "./next-booking.css";

function NextBookingCard() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const tenant = useTenantName() ?? DEFAULT_TENANT_SLUG;
  const { profile } = useTenantProfile(tenant);
  const zone = useZoneNote();
  const bookings = useQuery(trpc.bookings.my.queryOptions());
  const next = bookings.data ? splitBookings(bookings.data, profile?.timeZone).upcoming[0] : undefined;
  // Nothing booked (or not known yet): the home as it is, no placeholder pushing it down.
  if (!next) return null;
  return (
    <section className="next-booking" aria-labelledby="next-booking-title" data-testid="next-booking" data-booking-id={next.id}>
      <div className="next-booking__head">
        <Text weight="2" id="next-booking-title">
          {t("manage.nextBooking.title")}
        </Text>
        <BookingStatusBadge status={next.status} />
      </div>
      <Text weight="1">{next.serviceName}</Text>
      <Text>
        {formatCalendarDate(next.date, i18n.language, { dateStyle: "full" })},{" "}
        {formatClockRange(next.startTime, next.endTime, i18n.language)}
        {zone && ` (${zone.short})`}
      </Text>
      <div>
        <Button size="s" mode="bezeled" Component={RouteLink} href={tenantPath(tenant, `my-bookings/${next.id}`)}>
          {t("manage.nextBooking.open")}
        </Button>
      </div>
    </section>
  );
}

export default withData(NextBookingCard);
