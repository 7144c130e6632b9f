// Issue 15.3: the booking rules the calendar honours, on screen beside the weekly hours: the minimum
// notice before a booking, the buffer kept free after each booking, and how many unconfirmed
// bookings one customer may hold (GET / PUT /api/admin/booking-policy). A value out of range is
// named under its field, by the screen before saving and by the server when it refuses one.
// Issue 15.12: folded to one summary line until "Change" is tapped, so the Schedule tab stays short
// on a phone (the weekly hours above it are compact rows too). Issue 25.4: until how many hours
// before the start customers may cancel or move their own booking online; empty is off (the spec).
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { MAX_BUFFER_MINUTES, MAX_MIN_NOTICE_MINUTES, MAX_PENDING_PER_CUSTOMER_LIMIT, MAX_SELF_SERVICE_HOURS } from "@booking/contracts";
import { FormField } from "../../../components/form/FormField.tsx";
import { SubmitButton } from "../../../components/form/SubmitButton.tsx";
import { ErrorBox, LoadingState } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { useServerFieldError } from "../../../lib/use-server-field-error.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import "./schedule.css";

const RULES = {
  minNoticeMinutes: { max: MAX_MIN_NOTICE_MINUTES, label: "minNotice", optional: false },
  bufferMinutes: { max: MAX_BUFFER_MINUTES, label: "buffer", optional: false },
  maxPendingPerCustomer: { max: MAX_PENDING_PER_CUSTOMER_LIMIT, label: "maxPending", optional: false },
  // Hours; empty = off (null).
  selfCancelHours: { max: MAX_SELF_SERVICE_HOURS, label: "selfCancel", optional: true },
  selfMoveHours: { max: MAX_SELF_SERVICE_HOURS, label: "selfMove", optional: true },
} as const;
type Rule = keyof typeof RULES;
const FIELDS = Object.keys(RULES) as Rule[];
type Values = Record<Rule, string>;
const MINUTE_RULES: readonly Rule[] = ["minNoticeMinutes", "bufferMinutes"];

/** The stored value as the field shows it: an off self-service setting is an empty field. */
const fieldText = (value: number | null) => (value === null ? "" : String(value));

/** "150" → "2 h 30 min" (and "0" → null), so a number of minutes reads as a span of time. */
function spanText(t: TFunction, minutes: number): string | null {
  if (!Number.isInteger(minutes) || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? t("admin.bookingRules.hours", { count: hours }) : "", rest ? t("admin.bookingRules.minutes", { count: rest }) : ""]
    .filter(Boolean)
    .join(" ");
}

export function BookingRulesForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const stored = useQuery(trpc.admin.bookingPolicy.get.queryOptions());
  const [values, setValues] = useState<Values | null>(null);
  const [open, setOpen] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Rule, string>>>({});
  const serverError = useServerFieldError(FIELDS);

  useEffect(() => {
    if (stored.data && !values)
      setValues({
        minNoticeMinutes: String(stored.data.minNoticeMinutes),
        bufferMinutes: String(stored.data.bufferMinutes),
        maxPendingPerCustomer: String(stored.data.maxPendingPerCustomer),
        selfCancelHours: fieldText(stored.data.selfCancelHours),
        selfMoveHours: fieldText(stored.data.selfMoveHours),
      });
  }, [stored.data, values]);

  const save = useMutation(
    trpc.admin.bookingPolicy.set.mutationOptions({
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.admin.bookingPolicy.get.queryKey(), saved);
        toast.success(t("admin.bookingRules.saved"));
        // Free times shown anywhere in the app follow the new rules.
        await queryClient.invalidateQueries(trpc.bookings.pathFilter());
      },
      onError: (error) => serverError.report(error, "alerts.errors.failedToSave"),
    }),
  );

  if (!values)
    return stored.error ? (
      <ErrorBox error={stored.error} fallbackKey="alerts.errors.failedToLoad" onRetry={() => void stored.refetch()} />
    ) : (
      <LoadingState />
    );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || !values) return;
    serverError.clear();
    const found: Partial<Record<Rule, string>> = {};
    for (const rule of FIELDS) {
      const text = values[rule].trim();
      const number = Number(text);
      if (RULES[rule].optional && text === "") continue;
      if (!/^\d+$/.test(text) || number > RULES[rule].max)
        found[rule] = t(RULES[rule].optional ? "admin.bookingRules.outOfRangeOrEmpty" : "admin.bookingRules.outOfRange", {
          max: RULES[rule].max,
        });
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      minNoticeMinutes: Number(values.minNoticeMinutes),
      bufferMinutes: Number(values.bufferMinutes),
      maxPendingPerCustomer: Number(values.maxPendingPerCustomer),
      selfCancelHours: values.selfCancelHours.trim() === "" ? null : Number(values.selfCancelHours),
      selfMoveHours: values.selfMoveHours.trim() === "" ? null : Number(values.selfMoveHours),
    });
  }

  const summary = FIELDS.map((rule) => {
    const value = stored.data ? stored.data[rule] : values[rule];
    return `${t(`admin.bookingRules.${RULES[rule].label}`)}: ${value === null || value === "" ? t("admin.bookingRules.off") : value}`;
  }).join(" · ");
  return (
    <section className="panel-card booking-rules" aria-labelledby="booking-rules-title" data-testid="booking-rules">
      <div className="booking-rules__head">
        <Title level="3" weight="2" id="booking-rules-title">
          {t("admin.bookingRules.title")}
        </Title>
        <Button
          type="button"
          size="s"
          mode="bezeled"
          aria-expanded={open}
          aria-controls="booking-rules-form"
          onClick={() => setOpen(!open)}
        >
          {t(open ? "admin.bookingRules.fold" : "admin.bookingRules.change")}
        </Button>
      </div>
      {!open && (
        <Text className="muted" data-testid="booking-rules-summary">
          {summary}
        </Text>
      )}
      {open && (
        <form className="booking-rules__form" id="booking-rules-form" noValidate onSubmit={onSubmit} aria-labelledby="booking-rules-title">
          <Text className="muted">{t("admin.bookingRules.intro")}</Text>
          {FIELDS.map((rule) => {
            const label = RULES[rule].label;
            const span = MINUTE_RULES.includes(rule) ? spanText(t, Number(values[rule])) : null;
            const hint = `${t(`admin.bookingRules.${label}Hint`)}${span ? ` (${span})` : ""}`;
            return (
              <FormField
                key={rule}
                name={rule}
                type="number"
                inputMode="numeric"
                min={0}
                max={RULES[rule].max}
                step={MINUTE_RULES.includes(rule) ? 5 : 1}
                label={t(`admin.bookingRules.${label}`)}
                value={values[rule]}
                disabled={save.isPending}
                onValueChange={(value) => setValues({ ...values, [rule]: value })}
                hint={hint}
                error={problems[rule] ?? serverError.fieldError(rule)}
              />
            );
          })}
          <SubmitButton submitting={save.isPending} submittingLabel={t("common.saving")}>
            {t("admin.bookingRules.save")}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
