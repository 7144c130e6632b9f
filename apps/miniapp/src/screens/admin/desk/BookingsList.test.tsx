// Issue 16.2: on pages with several experts the desk's list is filtered by expert (the server's
// expertId); a page with its one implicit expert shows no such filter.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { renderWithApi } from "../ui/test-api.tsx";
import { BookingsList } from "./BookingsList.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
afterEach(cleanup);

const expert = (id: string, name: string, isDefault: boolean) => ({
  id,
  name,
  isDefault,
  photoUrl: null,
  bio: null,
  isActive: true,
  userId: null,
  serviceIds: [],
});
const handlers = {
  "admin.services.list": () => [],
  "admin.bookings.search": (input: unknown) => ({ items: [], total: 0, page: (input as { page: number }).page, pageSize: 20 }),
};

it("filters the list by the expert picked; one expert: no filter", async () => {
  const single = await renderWithApi(<BookingsList onReschedule={() => {}} />, {
    language: "en",
    handlers: { ...handlers, "admin.experts.list": () => [expert("e0", "The page", true)] },
  });
  await settle();
  expect(screen.queryByTestId("expert-select")).toBeNull();
  single.unmount();

  const { callsTo } = await renderWithApi(<BookingsList onReschedule={() => {}} />, {
    language: "ru",
    handlers: { ...handlers, "admin.experts.list": () => [expert("e0", "Страница", true), expert("e1", "Анна", false)] },
  });
  await settle();
  const select = screen.getByTestId("expert-select") as HTMLSelectElement;
  expect([...select.options].map((o) => o.textContent)).toEqual(["Все специалисты", "Страница", "Анна"]);
  fireEvent.change(select, { target: { value: "e1" } });
  await settle();
  expect(callsTo("admin.bookings.search").at(-1)!.input).toMatchObject({ expertId: "e1", page: 1 });
});
