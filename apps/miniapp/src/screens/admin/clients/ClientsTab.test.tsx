// The Clients tab (issue 15.1): the search goes to the server, each client shows counts, the note
// is saved, and the history is fetched only when opened; the note editor opens on demand (15.12).
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../ui/test-api.tsx";
import { ClientsTab } from "./ClientsTab.tsx";

afterEach(cleanup);

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });

const vera = {
  id: "0190a5c4-0000-7000-8000-000000000001",
  name: "Vera Lis",
  phone: "+79161234567",
  email: "vera@example.test",
  telegramUsername: null,
  telegramLink: null,
  joinedAt: "2026-01-01T00:00:00.000Z",
  visits: 2,
  noShows: 1,
  upcoming: 1,
  cancelled: 3,
  lastBookingAt: "2026-03-01T10:00:00.000Z",
  note: null,
};
const booking = {
  id: "b1",
  serviceId: "s",
  serviceName: "Haircut",
  userId: vera.id,
  userName: "Vera Lis",
  date: "2026-03-01",
  startTime: "10:00",
  endTime: "10:30",
  status: "PAID",
  createdAt: "2026-02-01T00:00:00.000Z",
  price: 0,
  currency: "RUB",
  cancelReason: null,
};

describe("admin: clients tab", () => {
  it("searches, shows counts, saves the note and opens the history", async () => {
    const api = await renderWithApi(<ClientsTab />, {
      language: "en",
      handlers: {
        "admin.clients.list": () => ({ items: [vera], total: 1, page: 1, pageSize: 10 }),
        "admin.clients.setNote": (input) => ({ ...vera, note: (input as { note: string }).note }),
        "admin.clients.bookings": () => [booking],
      },
    });
    await settle();
    expect(screen.getByText(/Visits: 2 · no-shows: 1 · upcoming: 1 · cancelled: 3/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Find a client"), { target: { value: " vera " } });
    await settle();
    expect(
      api
        .callsTo("admin.clients.list")
        .map((call) => call.input)
        .at(-1),
    ).toEqual({ search: "vera", page: 1, pageSize: 10 });

    expect(api.callsTo("admin.clients.bookings")).toHaveLength(0);
    // The row is compact: the note editor and the history open on demand.
    expect(screen.queryByLabelText("Private note (only administrators see it)")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Note and history" }));
    fireEvent.change(screen.getByLabelText("Private note (only administrators see it)"), { target: { value: "Prefers mornings" } });
    fireEvent.click(screen.getByRole("button", { name: "Save note" }));
    await settle();
    expect(api.callsTo("admin.clients.setNote").map((call) => call.input)).toEqual([{ id: vera.id, note: "Prefers mornings" }]);

    fireEvent.click(screen.getByRole("button", { name: "Booking history" }));
    await settle();
    expect(api.callsTo("admin.clients.bookings").map((call) => call.input)).toEqual([{ id: vera.id }]);
    expect(screen.getByTestId("client-history").textContent).toContain("Haircut");
  });
});
