// Whether the working hours on screen are what customers are offered (issue 26.4): never an
// unsaved template shown as if in force. A new page reads "No working hours yet" over a draft; a
// saved one "Working hours in force"; edits not yet saved say that customers still see the saved
// hours, with a way back to them.
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";

export type ScheduleState = "draft" | "in-force" | "unsaved";

export function ScheduleStatus({ state, onDiscard }: { state: ScheduleState; onDiscard(): void }) {
  const { t } = useTranslation();
  const title = state === "draft" ? t("planner.hours.notSaved") : t("planner.hours.inForce");
  const text = { draft: "planner.hours.notSavedText", "in-force": "planner.hours.inForceText", unsaved: "planner.hours.unsaved" }[state];
  return (
    <section className={`panel-card schedule-status schedule-status--${state}`} data-testid="schedule-status" data-state={state}>
      <Title level="3" weight="2">
        {title}
      </Title>
      <Text>{t(text)}</Text>
      {state === "unsaved" && (
        <div className="row-actions">
          <Button size="s" mode="outline" onClick={onDiscard}>
            {t("planner.hours.discard")}
          </Button>
        </div>
      )}
    </section>
  );
}
