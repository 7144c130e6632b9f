// "Is this booking live?" is asked of the status table (@booking/contracts/booking-status:
// isLiveStatus, LIVE_BOOKING_STATUSES, ...), not answered with a literal: `status !== "CANCELLED"`
// or `not: "CANCELLED"` stops being true the day a second closed status exists. Application code
// (tests aside) holds no such comparison; the payment and webhook statuses never compare to CANCELLED.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const SOURCE = /\.(ts|tsx)$/;
const SKIP = /(node_modules|dist|generated|\.test\.tsx?$|\/test\/|\/testing\/)/;
const LIVENESS_BY_LITERAL = /[!=]==\s*"CANCELLED"|"CANCELLED"\s*[!=]==|not:\s*"CANCELLED"/;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (SKIP.test(file)) return [];
    if (entry.isDirectory()) return sources(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

it("no application code tells a live booking from a cancelled one by the literal", () => {
  const offending = ["apps", "packages"].flatMap(sources).flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) => (LIVENESS_BY_LITERAL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(offending, "use isLiveStatus / LIVE_BOOKING_STATUSES from @booking/contracts").toEqual([]);
});
