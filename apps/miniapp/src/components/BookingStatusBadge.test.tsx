// The badge takes its colour and words from the status table (@booking/contracts/booking-status):
// each status shows its tone's class and its label in both languages, and every tone the table
// uses has a colour in the light and the dark theme, so a new status or tone cannot go unpainted.
import { readFileSync } from "node:fs";
import { cleanup, screen } from "@testing-library/react";
import { en, ru } from "@booking/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { BOOKING_STATUS_TABLE, BOOKING_STATUSES, statusTone } from "@booking/contracts/booking-status";
import { renderWithApi } from "../screens/admin/ui/test-api.tsx";
import { BookingStatusBadge } from "./BookingStatusBadge.tsx";

afterEach(cleanup);

const css = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");

describe("booking status badge", () => {
  for (const language of ["en", "ru"] as const) {
    it.each(BOOKING_STATUSES)(`%s in ${language}: the table's tone and label`, async (status) => {
      await renderWithApi(<BookingStatusBadge status={status} />, { handlers: {}, language });
      const label = (language === "en" ? en : ru).myBookings.status[status];
      const badge = screen.getByText(label);
      expect(badge.className).toBe(`status-badge status-badge--${statusTone(status)}`);
      expect(badge.dataset.status).toBe(status);
    });
  }

  it("has a light and a dark colour for every tone the table uses", () => {
    const light = css("./booking-status-badge.css");
    const dark = css("../styles/dark.css");
    for (const { tone } of Object.values(BOOKING_STATUS_TABLE)) {
      expect(light, tone).toMatch(new RegExp(`\\.status-badge--${tone} \\{[^}]*background`));
      expect(dark, tone).toMatch(new RegExp(`\\.app-root--dark \\.status-badge--${tone} \\{[^}]*background`));
    }
  });
});
