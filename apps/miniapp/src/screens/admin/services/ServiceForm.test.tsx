// Issue 15.10 on the service form: the server's refusal of one input appears under it, translated.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { apiFailure, renderWithApi } from "../ui/test-api.tsx";
import { ServiceForm } from "./ServiceForm.tsx";

const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`)!;

afterEach(cleanup);

describe("service form: server errors", () => {
  it("marks the field the server named, in the reader's language", async () => {
    await renderWithApi(<ServiceForm service={null} onDone={() => undefined} />, {
      language: "ru",
      handlers: {
        "admin.services.create": () => {
          throw apiFailure("VALIDATION_ERROR", 400, "price: Too big", "price");
        },
      },
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

describe("service form: where sessions happen (issue 31.2)", () => {
  it("sends the chosen place; the server's refusal of the link shows under the link field", async () => {
    const { callsTo } = await renderWithApi(<ServiceForm service={null} onDone={() => undefined} />, {
      language: "en",
      handlers: {
        "admin.services.create": () => {
          throw apiFailure("VALIDATION_ERROR", 400, "location.url: Must be an https URL", "location.url");
        },
      },
    });
    fireEvent.change(input("name"), { target: { value: "Online" } });
    fireEvent.change(input("description"), { target: { value: "Call" } });
    fireEvent.change(input("price"), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("radio", { name: "Online: my link" }));
    fireEvent.change(input('"location.url"'), { target: { value: "https://zoom.us/j/1" } });
    fireEvent.submit(screen.getByTestId("service-form"));
    await settle();
    expect(callsTo("admin.services.create")[0]!.input).toMatchObject({ location: { kind: "link", url: "https://zoom.us/j/1" } });
    expect(input('"location.url"').getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Check this value")).toBeTruthy();

    // In person with the address left empty: the business address (null), no link sent.
    fireEvent.click(screen.getByRole("radio", { name: "In person" }));
    expect(input('"location.url"')).toBeNull();
    fireEvent.submit(screen.getByTestId("service-form"));
    await settle();
    expect(callsTo("admin.services.create")[1]!.input).toMatchObject({ location: { kind: "inPerson", address: null } });
  });
});

describe("service form: a double submit", () => {
  it("sends both taps with one Idempotency-Key (the server creates once); the next service gets a new key", async () => {
    let created = 0;
    const { callsTo } = await renderWithApi(<ServiceForm service={null} onDone={() => undefined} />, {
      handlers: { "admin.services.create": (body) => ({ id: `s${++created}`, ...(body as object) }) },
    });
    const fill = (name: string) => {
      fireEvent.change(input("name"), { target: { value: name } });
      fireEvent.change(input("description"), { target: { value: "Men's" } });
      fireEvent.change(input("price"), { target: { value: "100" } });
      fireEvent.change(input("duration"), { target: { value: "60" } });
    };
    fill("Haircut");
    // Two taps before React re-renders the disabled button: both reach the API.
    act(() => {
      fireEvent.submit(screen.getByTestId("service-form"));
      fireEvent.submit(screen.getByTestId("service-form"));
    });
    await settle();
    const taps = callsTo("admin.services.create");
    expect(taps).toHaveLength(2);
    const key = taps[0]!.context.idempotencyKey;
    expect(typeof key).toBe("string");
    expect(taps[1]!.context.idempotencyKey).toBe(key);

    fill("Haircut");
    fireEvent.submit(screen.getByTestId("service-form"));
    await settle();
    const next = callsTo("admin.services.create")[2]!;
    expect(typeof next.context.idempotencyKey).toBe("string");
    expect(next.context.idempotencyKey).not.toBe(key);
  });
});
