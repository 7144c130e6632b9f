// Spec §2 Domain "check DNS": the server resolves the typed (or saved) domain and says whether it
// points at the platform; the answer stays under the button until the domain changes.
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { FormMessage } from "../../../components/form/FormMessage.tsx";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { useTRPC } from "../../../data/trpc.ts";

export function DomainDnsCheck({ domain }: { domain: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const trpc = useTRPC();
  const check = useMutation(
    trpc.tenant.checkDomainDns.mutationOptions({
      onError: (error) => toast.failure(error, "account.errors.failedToSave"),
    }),
  );
  const result = check.data && check.variables?.domain === domain ? check.data : null;
  const found = result ? [...result.found.cname, ...result.found.addresses].join(", ") || t("domain.dnsNothing") : "";

  return (
    <section className="panel-card" data-testid="domain-dns-check">
      <div className="row-actions">
        <Button
          size="s"
          mode="bezeled"
          loading={check.isPending}
          disabled={!domain || check.isPending}
          onClick={() => check.mutate({ domain })}
        >
          {t("domain.checkDns")}
        </Button>
      </div>
      {result && (
        <FormMessage tone={result.pointsHere ? "success" : "error"}>
          {t(result.pointsHere ? "domain.dnsOk" : "domain.dnsWrong", { domain: result.domain, target: result.target, found })}
        </FormMessage>
      )}
    </section>
  );
}
