// The owner's archive on the Services tab (issue 20.3): shown only when something is archived, and
// Restore sends that service's id.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../ui/test-api.tsx";
import { ArchivedServices } from "./ArchivedServices.tsx";

const archived = { id: "svc-1", name: "Old massage", description: "d", price: 10, duration: 60, isActive: false, currency: "USD" };
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });

afterEach(cleanup);

describe("archived services", () => {
  it("lists the archive and restores a service", async () => {
    const api = await renderWithApi(<ArchivedServices />, {
      handlers: {
        "admin.services.archived": () => [archived],
        "admin.services.restore": () => ({ ...archived, currency: undefined }),
        "admin.services.list": () => [],
      },
    });
    await settle();
    expect(screen.getByTestId("archived-service").textContent).toContain("Old massage");
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await settle();
    expect(api.callsTo("admin.services.restore")[0]?.input).toEqual({ id: "svc-1" });
  });

  it("shows nothing when nothing is archived", async () => {
    await renderWithApi(<ArchivedServices />, { handlers: { "admin.services.archived": () => [] } });
    await settle();
    expect(screen.queryByTestId("archived-services")).toBeNull();
  });
});
