// Issue 18.2: a service's share links are the shared links module's web address and start link,
// through the page's own bot when it has one (its "write to us" chat names it), else the platform's.
import { describe, expect, it } from "vitest";
import { parseStartParam } from "@booking/telegram/links";
import { serviceLinks, shareBot } from "./ServiceShareLinks.tsx";

const SERVICE = "01936d3c-5b2e-7a3f-9c41-0f6b2d8e4a17";

describe("service share links", () => {
  it("prefer the page's own bot, then the platform's, else none", () => {
    expect(shareBot({ chat: { kind: "tenantBot", url: "https://t.me/salon_bot" } }, "platform_bot")).toBe("salon_bot");
    expect(shareBot({ chat: { kind: "platformSupport", url: "https://t.me/platform_bot" } }, "platform_bot")).toBe("platform_bot");
    expect(shareBot(null, null)).toBeNull();
  });

  it("open the service's booking on the web and in the mini app", () => {
    const links = serviceLinks("https://book.example.com", "salon", SERVICE, "salon_bot");
    expect(links.web).toBe(`https://book.example.com/webapp/salon/booking?service=${SERVICE}`);
    const start = new URL(links.telegram!);
    expect(start.origin + start.pathname).toBe("https://t.me/salon_bot");
    expect(parseStartParam(start.searchParams.get("startapp"))).toEqual({ tenantSlug: "salon", serviceId: SERVICE });
    expect(serviceLinks("https://book.example.com", "salon", SERVICE, null).telegram).toBeNull();
  });
});
