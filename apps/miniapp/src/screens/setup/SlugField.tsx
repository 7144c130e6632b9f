// The URL slug input with its live availability check: local rules first, then the server
// (GET slug-availability) once typing has paused.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/form/FormField.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { tenantAddress } from "../../router/paths.ts";
import { localSlugProblem, normalizeSlug } from "./slug.ts";

const SLUG_CHECK_DEBOUNCE_MS = 400;

export type SlugStatus = "empty" | "checking" | "available" | "unavailable";

/** The slug's state for the form: only an "available" slug may be submitted. */
export function useSlugStatus(slug: string): { status: SlugStatus; problem: string | null } {
  const trpc = useTRPC();
  const normalized = normalizeSlug(slug);
  const debounced = useDebouncedValue(normalized, SLUG_CHECK_DEBOUNCE_MS);
  const local = normalized ? localSlugProblem(normalized) : null;
  const check = useQuery({
    ...trpc.tenantManagement.slugAvailability.queryOptions({ slug: debounced }),
    enabled: !!debounced && !localSlugProblem(debounced),
  });
  if (!normalized) return { status: "empty", problem: null };
  if (local) return { status: "unavailable", problem: local };
  if (debounced !== normalized || check.isPending) return { status: "checking", problem: null };
  if (check.error || !check.data) return { status: "unavailable", problem: "setup.slugCheckFailed" };
  return check.data.available
    ? { status: "available", problem: null }
    : { status: "unavailable", problem: check.data.reason ?? "SLUG_TAKEN" };
}

interface SlugFieldProps {
  slug: string;
  onChange(slug: string): void;
  disabled: boolean;
  /** The tenant's own domain, when it has one: the preview then shows the address there. */
  customDomain?: string | null;
}

export function SlugField({ slug, onChange, disabled, customDomain }: SlugFieldProps) {
  const { t } = useTranslation();
  const { status, problem } = useSlugStatus(slug);
  const url = tenantAddress(normalizeSlug(slug), { origin: window.location.origin, customDomain });
  let hint = t("setup.slugHint", { url });
  if (status === "checking") hint = t("setup.slugChecking");
  else if (status === "available") hint = `${t("setup.slugAvailable")} ${t("setup.slugHint", { url })}`;
  // Codes (SLUG_TAKEN, SLUG_INVALID, SLUG_RESERVED) have texts under errors.*; the rest are keys.
  else if (problem) hint = problem.startsWith("setup.") ? t(problem) : t(`errors.${problem}`);
  return (
    <FormField
      name="slug"
      label={t("setup.slug")}
      placeholder={t("setup.slugPlaceholder")}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      value={slug}
      disabled={disabled}
      invalid={status === "unavailable"}
      hint={<span data-slug-status={status}>{hint}</span>}
      onValueChange={onChange}
    />
  );
}
