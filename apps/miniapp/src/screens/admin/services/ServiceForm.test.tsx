// Issue 15.10 on the service form: the server's refusal of one input appears under it, translated.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../ui/test-api.tsx";
import { ServiceForm } from "./ServiceForm.tsx";

const settle = () => act(async () => { for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1)); });
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!;

afterEach(cleanup);

describe("service form: server errors", () => {
  it("marks the field the server named, in the reader's language", async () => {
    await renderWithApi(<ServiceForm service={null} onDone={() => undefined} />, {
      language: "ru",
      handlers: { "admin.services.create": () => { throw apiFailure("VALIDATION_ERROR", 400, "price: Too big", "price"); } },
    });
    fireEvent.change(input("name"), { target: { value: "Стрижка" } });
    fireEvent.change(input("description"), { target: { value: "Мужская" } });
    fireEvent.change(input("price"), { target: { value: "100" } });
    fireEvent.change(input("duration"), { target: { value: "60" } });
    fireEvent.submit(screen.getByTestId("service-form"));
    await settle();
    expect(input("price").getAttribute("aria-invalid")).toBe("true");
    expect(input("name").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Проверьте это значение")).toBeTruthy();
    expect(screen.queryByText(/Too big/)).toBeNull();
  });
});
