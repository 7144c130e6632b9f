// From/to date inputs (bookings list, stats): the "to" input cannot go before "from".
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form/FormField.tsx";
import "./ui.css";

export interface DateRange {
  from: string;
  to: string;
}

export function DateRangeFields({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const { t } = useTranslation();
  return (
    <div className="date-range-fields">
      <FormField
        type="date"
        name="from"
        label={t("admin.stats.from")}
        value={range.from}
        max={range.to || undefined}
        onValueChange={(from) => onChange({ from, to: range.to && from > range.to ? from : range.to })}
      />
      <FormField
        type="date"
        name="to"
        label={t("admin.stats.to")}
        value={range.to}
        min={range.from || undefined}
        onValueChange={(to) => onChange({ ...range, to })}
      />
    </div>
  );
}
