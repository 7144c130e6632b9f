// After any change to a booking: every view that shows bookings, slots, counts or stats reloads.
import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../data/trpc.ts";

export function useDeskRefresh(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.admin.bookings.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.clients.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.stats.get.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.availability.listSlots.pathFilter()),
      queryClient.invalidateQueries(trpc.bookings.pathFilter()),
    ]);
  };
}
