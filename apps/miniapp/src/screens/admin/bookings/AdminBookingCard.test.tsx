// Issue 15.10: a cancelled booking on the desk says why, in the reader's language when the system
// wrote the reason (the server's cancelReasonCode), as typed when an administrator did.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import type { AdminBooking } from "../admin-types.ts";
import { renderWithApi } from "../ui/test-api.tsx";
import { AdminBookingCard } from "./AdminBookingCard.tsx";

afterEach(cleanup);

const booking = (data: Partial<AdminBooking>): AdminBooking => ({
  id: "b1",
  serviceId: "s",
  serviceName: "Consultation",
  userId: "u",
  userName: "Ann",
  date: "2030-03-04",
  startTime: "09:30",
  endTime: "10:00",
  status: "CANCELLED",
  createdAt: "2030-03-01T10:00:00.000Z",
  price: 0,
  currency: "RUB",
  noShow: false,
  expertId: "e",
  cancelReason: "The administrator deleted the slot 2030-03-04 09:30-10:00",
  cancelReasonCode: "SLOT_DELETED",
  cancelReasonSlot: { date: "2030-03-04", startTime: "09:30", endTime: "10:00" },
  answers: [],
  location: null,
  client: { name: "Ann", phone: null, email: null, telegramUsername: null, telegramLink: null },
  ...data,
});

it("shows a system reason translated and an administrator's reason as written", async () => {
  const view = await renderWithApi(<AdminBookingCard booking={booking({})} />, { handlers: {}, language: "ru" });
  expect(screen.getByTestId("cancel-reason").textContent).toMatch(/^Причина: администратор удалил время 4 мар\. 2030 г\., 09:30.10:00$/);
  view.unmount();
  await renderWithApi(
    <AdminBookingCard booking={booking({ cancelReason: "Заболела", cancelReasonCode: null, cancelReasonSlot: null })} />,
    { handlers: {}, language: "en" },
  );
  expect(screen.getByTestId("cancel-reason").textContent).toBe("Reason: Заболела");
});
