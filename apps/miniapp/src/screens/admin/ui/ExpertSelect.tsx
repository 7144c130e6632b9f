// An admin's choice of one expert (issue 16.2: stats and the schedule per expert). Shown only when
// the page has more than one expert: every page has its own default one, and nothing changes for
// pages that never added another.
import { Select } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";

interface ExpertSelectProps {
  value: string;
  onChange: (expertId: string) => void;
  /** The label of the "" choice (every expert); without it one expert is always chosen (the default one first). */
  allLabel?: string;
}

export function ExpertSelect({ value, onChange, allLabel }: ExpertSelectProps) {
  const { t } = useTranslation();
  const experts = useQuery(useTRPC().admin.experts.list.queryOptions());
  if ((experts.data?.length ?? 0) < 2) return null;
  const label = t("admin.desk.expert");
  // No choice yet and no "every expert": the page's own (default) expert is the one shown.
  const selected = value || (allLabel === undefined ? (experts.data!.find((expert) => expert.isDefault)?.id ?? "") : "");
  return (
    <Select
      header={label}
      aria-label={label}
      name="expertId"
      value={selected}
      onChange={(event) => onChange(event.target.value)}
      data-testid="expert-select"
    >
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {experts.data!.map((expert) => (
        <option key={expert.id} value={expert.id}>
          {expert.name}
        </option>
      ))}
    </Select>
  );
}
