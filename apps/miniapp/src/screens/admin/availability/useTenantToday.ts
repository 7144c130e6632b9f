// "Today" as the server sees it: the tenant's calendar date in its own time zone (ARCHITECTURE.md, Time). The
// calendar disables past days and the server refuses them (DATE_IN_PAST), so both must agree even
// when the admin's device is in another zone. The zone comes with the public availability answer;
// until it arrives the device's date stands in.
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../data/trpc.ts";
import { todayIn } from "../../booking/calendar.ts";

export function useTenantToday(): string {
  const trpc = useTRPC();
  const deviceToday = todayIn(undefined);
  const zone = useQuery({
    ...trpc.bookings.available.queryOptions({ from: deviceToday, to: deviceToday }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer) => answer.timeZone,
  });
  return todayIn(zone.data);
}
