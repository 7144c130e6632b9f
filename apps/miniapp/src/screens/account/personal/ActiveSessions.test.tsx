// The account screen's active sessions (issue 20.2): each device with its last use, "End" on every
// other session, and "End all other sessions".
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../../admin/ui/test-api.tsx";
import { ActiveSessions } from "./ActiveSessions.tsx";

const sessions = [
  { id: "s1", device: "Chrome · Android", lastUsedAt: "2026-11-20T10:00:00.000Z", createdAt: "2026-11-01T10:00:00.000Z", current: true },
  { id: "s2", device: null, lastUsedAt: "2026-11-18T10:00:00.000Z", createdAt: "2026-11-02T10:00:00.000Z", current: false },
];
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 1));
  });

afterEach(cleanup);

describe("active sessions", () => {
  it("lists devices, ends another session and all the others", async () => {
    const api = await renderWithApi(<ActiveSessions />, {
      handlers: {
        "account.sessions": () => sessions,
        "account.endSession": () => ({ success: true }),
        "account.endOtherSessions": () => ({ ended: 1 }),
      },
    });
    await settle();
    const rows = screen.getAllByTestId("active-session");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Chrome · Android · This device"),
      expect.stringContaining("Unknown device"),
    ]);
    expect(rows[0]!.querySelector("button")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "End" }));
    await settle();
    expect(api.callsTo("account.endSession")[0]?.input).toEqual({ id: "s2" });
    fireEvent.click(screen.getByRole("button", { name: "End all other sessions" }));
    await settle();
    expect(api.callsTo("account.endOtherSessions")).toHaveLength(1);
  });
});
