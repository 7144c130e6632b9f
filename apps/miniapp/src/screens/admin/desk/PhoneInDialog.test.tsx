// Issue 15.10: a phone-in booking's new client whose contact the server refuses sees the text under
// that field, in the reader's language (never the server's English sentence, never only a toast);
// the button stays disabled while the booking is being made, so a double tap books once.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../ui/test-api.tsx";
import { PhoneInDialog } from "./PhoneInDialog.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
afterEach(cleanup);

const service = { id: "s1", name: "Consultation", isActive: true, durationMinutes: 30, price: 0 };
const slot = { id: "slot-1", startTime: "10:00", endTime: "10:30", isBooked: false };

async function openNewClient(create: (input: unknown) => unknown, language: "en" | "ru" = "en") {
  const api = await renderWithApi(<PhoneInDialog onClose={() => {}} />, {
    language,
    handlers: {
      "admin.services.list": () => [service],
      "bookings.available": () => {
        throw new Error("no zone");
      },
      "bookings.availableTimes": () => ({ date: "2030-01-02", slots: [slot] }),
      "admin.bookings.create": create,
    },
  });
  await settle();
  fireEvent.click(screen.getByRole("radio", { name: language === "en" ? "10:00 AM" : "10:00" }));
  fireEvent.click(screen.getByRole("radio", { name: language === "en" ? "New client" : "Новый клиент" }));
  return api;
}

it("puts the server's refusal of the phone under the phone field, translated", async () => {
  await openNewClient(() => {
    throw apiFailure("VALIDATION_ERROR", 400, "client.phone: Invalid phone number", "client.phone");
  }, "ru");
  fireEvent.change(screen.getByLabelText("Имя"), { target: { value: "Pavel" } });
  fireEvent.change(screen.getByLabelText("Телефон"), { target: { value: "12" } });
  fireEvent.click(screen.getByTestId("phone-in-submit"));
  await settle();
  expect(screen.getByLabelText("Телефон").getAttribute("aria-invalid")).toBe("true");
  expect(screen.getByText("Проверьте это значение")).toBeTruthy();
  expect(screen.queryByText(/Invalid phone number/)).toBeNull();
});

it("a double tap sends one booking", async () => {
  let release: (value: unknown) => void = () => {};
  const api = await openNewClient(
    () =>
      new Promise((resolve) => {
        release = resolve;
      }),
  );
  fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Pavel" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "pavel@example.test" } });
  fireEvent.click(screen.getByTestId("phone-in-submit"));
  fireEvent.click(screen.getByTestId("phone-in-submit"));
  await settle();
  expect((screen.getByTestId("phone-in-submit") as HTMLButtonElement).disabled).toBe(true);
  expect(api.callsTo("admin.bookings.create")).toHaveLength(1);
  release({});
});
