// Issue 15.5 business form: it sends the owner's values (empty contacts as null), shows a refused
// field's text under that field in the reader's language, and sends one request for a double submit.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../../admin/ui/test-api.tsx";
import { BusinessForm } from "./BusinessForm.tsx";
import type { BusinessSettings } from "./business-types.ts";

const settings: BusinessSettings = {
  name: "Studio",
  description: null,
  timeZone: "Europe/Moscow",
  currency: "RUB",
  logoUrl: null,
  contacts: { phone: null, email: null, telegram: "len_studio", address: null, website: null },
};

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
const save = () => fireEvent.submit(screen.getByTestId("business-form"));
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!;

afterEach(cleanup);

describe("business form", () => {
  it("sends name, zone and contacts, clearing empty ones", async () => {
    const api = await renderWithApi(<BusinessForm settings={settings} slug="studio" />, {
      handlers: { "account.updateBusiness": (body) => ({ ...settings, ...(body as object) }) },
    });
    expect(input("telegram").value).toBe("@len_studio");
    fireEvent.change(input("name"), { target: { value: "Studio Len" } });
    fireEvent.change(input("timeZone"), { target: { value: "Asia/Tokyo" } });
    fireEvent.change(input("phone"), { target: { value: "8 916 123-45-67" } });
    fireEvent.change(input("telegram"), { target: { value: "" } });
    save();
    await settle();
    expect(api.callsTo("account.updateBusiness")[0]?.input).toEqual({
      name: "Studio Len",
      description: null,
      timeZone: "Asia/Tokyo",
      contacts: { phone: "8 916 123-45-67", email: null, telegram: null, address: null, website: null },
    });
  });

  it("puts a refused contact's text under that field, in the reader's language", async () => {
    await renderWithApi(<BusinessForm settings={settings} slug="studio" />, {
      language: "ru",
      handlers: {
        "account.updateBusiness": () => {
          throw apiFailure("TELEGRAM_USERNAME_INVALID", 400, "Not a Telegram username", "contacts.telegram");
        },
      },
    });
    save();
    await settle();
    expect(input("telegram").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Укажите имя пользователя в Telegram, например @my_studio")).toBeTruthy();
    expect(screen.queryByText(/Not a Telegram username/)).toBeNull();
  });

  it("does not send a nameless business, and sends one request for a double submit", async () => {
    const api = await renderWithApi(<BusinessForm settings={settings} slug="studio" />, {
      handlers: { "account.updateBusiness": () => new Promise(() => undefined) },
    });
    fireEvent.change(input("name"), { target: { value: "  " } });
    save();
    await settle();
    expect(api.callsTo("account.updateBusiness")).toHaveLength(0);
    fireEvent.change(input("name"), { target: { value: "Studio" } });
    save();
    await settle();
    save();
    await settle();
    expect(api.callsTo("account.updateBusiness")).toHaveLength(1);
  });
});
