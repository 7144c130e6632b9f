// Deleting slots in manage mode (spec §4 "Slot"): a booked slot needs a SEPARATE second
// confirmation before the forced delete; a free slot that turns out booked (SLOT_BOOKED) leads to
// the same second question; declining it deletes nothing.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../ui/test-api.tsx";
import { ManageAvailability } from "./ManageAvailability.tsx";

afterEach(cleanup);

const SLOTS = [
  { id: "free-slot", date: "2026-11-23", startTime: "10:00", endTime: "10:30", isBooked: false, bookingId: null },
  { id: "booked-slot", date: "2026-11-23", startTime: "10:30", endTime: "11:00", isBooked: true, bookingId: "b1" },
];

function slotButton(id: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`[data-slot-id="${id}"] button`);
  if (!button) throw new Error(`no slot ${id}`);
  return button;
}

/** Answers the open confirmation, after checking its question (a new dialog each time). */
async function answer(question: string, button: string) {
  const dialog = await waitFor(() => {
    const open = screen.getByRole("alertdialog");
    expect(open.textContent).toContain(question);
    return open;
  });
  fireEvent.click(within(dialog).getByRole("button", { name: button }));
}

describe("availability manage mode", () => {
  it("asks twice before force-deleting a booked slot, and sends force only after the second yes", async () => {
    const api = await renderWithApi(<ManageAvailability today="2026-11-22" />, {
      handlers: {
        "admin.availability.listSlots": () => SLOTS,
        "admin.availability.deleteSlot": () => ({ deleted: true, cancelledBookingId: "b1" }),
      },
    });
    await screen.findByText("Booked");
    expect(api.callsTo("admin.availability.listSlots")[0]?.input).toEqual({ from: "2026-11-22", to: "2026-12-21" });

    fireEvent.click(slotButton("booked-slot"));
    await answer("Delete this slot?", "Delete");
    await answer("This slot is booked. Deleting it cancels the booking. Continue?", "No");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("admin.availability.deleteSlot")).toEqual([]);

    fireEvent.click(slotButton("booked-slot"));
    await answer("Delete this slot?", "Delete");
    await answer("This slot is booked", "Force delete");
    await waitFor(() => expect(api.callsTo("admin.availability.deleteSlot")).toHaveLength(1));
    expect(api.callsTo("admin.availability.deleteSlot")[0]?.input).toEqual({ id: "booked-slot", force: true });
    await screen.findByText("Booking cancelled");
  });

  it("turns a free slot booked meanwhile (SLOT_BOOKED) into the force question", async () => {
    const api = await renderWithApi(<ManageAvailability today="2026-11-22" />, {
      handlers: {
        "admin.availability.listSlots": () => SLOTS,
        "admin.availability.deleteSlot": (input) => {
          if (!(input as { force: boolean }).force) throw apiFailure("SLOT_BOOKED", 409);
          return { deleted: true, cancelledBookingId: "b2" };
        },
      },
    });
    await screen.findByText("Booked");
    fireEvent.click(slotButton("free-slot"));
    await answer("Delete this slot?", "Delete");
    await answer("This slot is booked", "Force delete");
    await waitFor(() =>
      expect(api.callsTo("admin.availability.deleteSlot").map((call) => call.input)).toEqual([
        { id: "free-slot", force: false },
        { id: "free-slot", force: true },
      ]),
    );
  });

  it("shows the server's answer when a delete fails, and moves 30 days at a time", async () => {
    const api = await renderWithApi(<ManageAvailability today="2026-11-22" />, {
      handlers: {
        "admin.availability.listSlots": () => SLOTS,
        "admin.availability.deleteSlot": () => {
          throw apiFailure("SLOT_NOT_FOUND", 404);
        },
      },
    });
    await screen.findByText("Booked");
    fireEvent.click(slotButton("free-slot"));
    await answer("Delete this slot?", "Delete");
    await screen.findByText("Time slot not found");
    fireEvent.click(screen.getByRole("button", { name: /Next 30 days/ }));
    await waitFor(() =>
      expect(api.callsTo("admin.availability.listSlots").at(-1)?.input).toEqual({ from: "2026-12-22", to: "2027-01-20" }),
    );
  });
});
