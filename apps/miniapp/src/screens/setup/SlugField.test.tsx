// The setup page's address preview (issue 20.5): an empty slug shows a readable "…", never its URL
// encoding; a slug shows the page's real address, on the tenant's own domain when it has one.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithApi } from "../admin/ui/test-api.tsx";
import { SlugField } from "./SlugField.tsx";

const handlers = { "tenantManagement.slugAvailability": () => ({ available: true, reason: null }) };
const hint = () => document.querySelector("[data-slug-status]")?.textContent ?? "";

afterEach(cleanup);

describe("slug address preview", () => {
  it("shows an ellipsis where an empty slug will go", async () => {
    await renderWithApi(<SlugField slug="" onChange={() => undefined} disabled={false} />, { handlers });
    expect(hint()).toBe(`Your page will be at ${window.location.origin}/webapp/…`);
    expect(hint()).not.toContain("%E2%80%A6");
  });

  it("shows the address on this site for a typed slug", async () => {
    await renderWithApi(<SlugField slug=" Anna-Studio " onChange={() => undefined} disabled={false} />, { handlers });
    await waitFor(() => expect(hint()).toContain("This address is free."));
    expect(hint()).toContain(`${window.location.origin}/webapp/anna-studio`);
  });

  it("shows the custom-domain address when the tenant has its own domain", async () => {
    await renderWithApi(<SlugField slug="salon" customDomain="book.example.com" onChange={() => undefined} disabled={false} />, {
      handlers,
    });
    await waitFor(() => expect(hint()).toContain("https://book.example.com/webapp/salon"));
    expect(screen.queryByText(new RegExp(window.location.origin))).toBeNull();
  });
});
