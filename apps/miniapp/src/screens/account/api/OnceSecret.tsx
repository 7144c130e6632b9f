// A secret the server returns once (an API key, a webhook signing secret): shown with Copy and a
// plain warning that it will not be shown again.
import { Button } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { useToast } from "../../../toast/ToastProvider.tsx";

export function OnceSecret({ value, label, warning, testId }: { value: string; label: string; warning: string; testId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t("apiAccess.keys.copied"));
    } catch {
      // Clipboard refused (permissions, plain http): the value stays selectable on screen.
    }
  }
  return (
    <div className="api-once" data-testid={testId}>
      <div className="notice notice--warning" role="alert">
        {warning}
      </div>
      <input className="api-once__input" readOnly value={value} aria-label={label} onFocus={(event) => event.currentTarget.select()} />
      <Button type="button" size="s" mode="bezeled" onClick={() => void copy()}>
        {t("apiAccess.keys.copy")}
      </Button>
    </div>
  );
}
