// The client on an admin booking card (issue 15.1): each contact the client has is a working link,
// contacts the client lacks are left out, and labels follow the reader's language.
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../ui/test-api.tsx";
import { ClientContacts } from "./ClientContacts.tsx";

afterEach(cleanup);

const href = (testId: string) => screen.getByTestId(testId).getAttribute("href");

describe("admin booking: client contacts", () => {
  it("links the phone, the email and the Telegram chat", async () => {
    await renderWithApi(
      <ClientContacts
        client={{
          name: "Vera Lis",
          phone: "+79161234567",
          email: "vera@example.test",
          telegramUsername: "vera_tg",
          telegramLink: "https://t.me/vera_tg",
        }}
      />,
      { handlers: {}, language: "ru" },
    );
    expect(screen.getByText(/Клиент: Vera Lis/)).toBeTruthy();
    expect([href("client-phone"), href("client-email"), href("client-telegram")]).toEqual([
      "tel:+79161234567",
      "mailto:vera@example.test",
      "https://t.me/vera_tg",
    ]);
    expect(screen.getByTestId("client-telegram").textContent).toBe("@vera_tg");
    // One line of links, each named by its kind.
    expect(screen.getByRole("link", { name: "Телефон: +79161234567" })).toBeTruthy();
  });

  it("leaves out what the client has not given", async () => {
    await renderWithApi(
      <ClientContacts client={{ name: "Oleg", phone: null, email: "oleg@example.test", telegramUsername: null, telegramLink: null }} />,
      { handlers: {}, language: "en" },
    );
    expect(screen.getByText(/Client: Oleg/)).toBeTruthy();
    expect(screen.queryByTestId("client-phone")).toBeNull();
    expect(screen.queryByTestId("client-telegram")).toBeNull();
    expect(href("client-email")).toBe("mailto:oleg@example.test");
  });
});
