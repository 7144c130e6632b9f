// Issue 18.2: the booking screen reads a link's time from the query the start link opens, built by
// the shared links module; anything incomplete or malformed is no time at all.
import { describe, expect, it } from "vitest";
import { encodeStartParam, parseStartParam, startTargetPath } from "@booking/telegram/links";
import { linkedTime } from "./useTimeHold.ts";
import { serviceShareTarget } from "./share-target.ts";

const SERVICE = "01936d3c-5b2e-7a3f-9c41-0f6b2d8e4a17";
const SLOT = "01936d3c-aaaa-7a3f-8c41-0f6b2d8e4a18";

describe("a link's time on the booking screen", () => {
  it("is the time the start link encodes", () => {
    const path = startTargetPath(
      parseStartParam(encodeStartParam({ tenantSlug: "acme", serviceId: SERVICE, slotId: SLOT, date: "2026-12-01" })),
    )!;
    expect(linkedTime(new URL(path, "https://x.test").searchParams)).toEqual({ serviceId: SERVICE, slotId: SLOT, date: "2026-12-01" });
  });

  it.each([
    ["no slot (a service link)", `service=${SERVICE}`],
    ["no date", `service=${SERVICE}&slot=${SLOT}`],
    ["a slot that is no id", `service=${SERVICE}&slot=1&date=2026-12-01`],
    ["a date of another form", `service=${SERVICE}&slot=${SLOT}&date=01.12.2026`],
  ])("is none with %s", (_, query) => {
    expect(linkedTime(new URLSearchParams(query))).toBeUndefined();
  });
});

describe("the booking screen's Share target", () => {
  it("is the service's booking address with the business's name", () => {
    const url = `https://book.example.com/webapp/acme/booking?service=${SERVICE}`;
    expect(
      serviceShareTarget("https://book.example.com", "acme", { id: SERVICE, name: "Haircut" }, { name: "Acme Salon", logoUrl: null }),
    ).toEqual({
      url,
      text: "Acme Salon: Haircut",
      name: "Acme Salon",
    });
    // The logo, made absolute, is a story's picture.
    expect(
      serviceShareTarget(
        "https://book.example.com",
        "acme",
        { id: SERVICE, name: "Haircut" },
        { name: "Acme Salon", logoUrl: "/media/logo-1.png" },
      ),
    ).toMatchObject({ image: "https://book.example.com/media/logo-1.png" });
    expect(serviceShareTarget("https://book.example.com", "acme", { id: SERVICE, name: "Haircut" })).toEqual({ url, text: "Haircut" });
    expect(serviceShareTarget("https://book.example.com", "Not a slug!", { id: SERVICE, name: "Haircut" })).toBeNull();
  });
});
