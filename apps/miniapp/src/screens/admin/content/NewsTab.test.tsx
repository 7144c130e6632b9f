// Issue 15.10: the news form shows a refusal the server pins to a field under that field, in the
// reader's language, and keeps what was typed; one it does not pin stays a toast.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../ui/test-api.tsx";
import { NewsTab } from "./NewsTab.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  });
afterEach(cleanup);

it("puts the server's refusal of the content under the content field, translated", async () => {
  const api = await renderWithApi(<NewsTab />, {
    language: "ru",
    handlers: {
      "news.list": () => [],
      "admin.news.create": () => {
        throw apiFailure("VALIDATION_ERROR", 400, "content: Too big: expected string to have <=20000 characters", "content");
      },
    },
  });
  await settle();
  fireEvent.change(screen.getByLabelText("Заголовок"), { target: { value: "Открытие" } });
  fireEvent.change(screen.getByLabelText("Текст"), { target: { value: "Мы открылись" } });
  fireEvent.submit(screen.getByTestId("content-form"));
  await settle();
  expect(api.callsTo("admin.news.create")).toHaveLength(1);
  const content = screen.getByLabelText("Текст");
  expect(content.getAttribute("aria-invalid")).toBe("true");
  expect(document.getElementById(content.getAttribute("aria-describedby")!)!.textContent).toBe("Проверьте это значение");
  expect(screen.queryByText(/Too big/)).toBeNull();
  expect((screen.getByLabelText("Заголовок") as HTMLInputElement).value).toBe("Открытие");
});
