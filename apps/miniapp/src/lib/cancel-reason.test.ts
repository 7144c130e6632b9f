// Issue 15.10: system reasons read in the reader's language; an administrator's own words as typed.
import { describe, expect, it } from "vitest";
import { createAppI18n } from "../i18n.ts";
import { cancelReasonText } from "./cancel-reason.ts";

const slot = { date: "2030-03-04", startTime: "09:30", endTime: "10:00" };

describe("cancel reason text", () => {
  it("translates the system's reasons and keeps an administrator's words", async () => {
    const ru = await createAppI18n({ storage: { getItem: () => "ru" } });
    const en = await createAppI18n({ storage: { getItem: () => "en" } });
    const byAdmin = { cancelReason: "Cancelled by the administrator", cancelReasonCode: "CANCELLED_BY_ADMIN", cancelReasonSlot: null };
    expect(cancelReasonText(ru.t, "ru", byAdmin)).toBe("отменена администратором");
    expect(cancelReasonText(en.t, "en", byAdmin)).toBe("cancelled by the administrator");
    const deleted = {
      cancelReason: "The administrator deleted the slot 2030-03-04 09:30-10:00",
      cancelReasonCode: "SLOT_DELETED",
      cancelReasonSlot: slot,
    };
    expect(cancelReasonText(ru.t, "ru", deleted)).toMatch(/^администратор удалил время 4 мар\. 2030 г\., 09:30.10:00$/);
    expect(cancelReasonText(en.t, "en", { cancelReason: "Клиент попросил", cancelReasonCode: null, cancelReasonSlot: null })).toBe(
      "Клиент попросил",
    );
  });
});
