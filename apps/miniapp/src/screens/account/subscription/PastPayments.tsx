// Issue 15.6: the owner's plan payments (GET /api/tenant/subscription/payments), newest first, as
// compact rows: date, plan, amount and status.
import { Text } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ListStatus } from "../../../components/ListState.tsx";
import { useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate, formatMoney } from "../../../lib/format.ts";

export function PastPayments() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const payments = useQuery(trpc.tenant.subscriptionPayments.queryOptions());
  return (
    <section className="panel-card" data-testid="past-payments">
      <Text weight="2">{t("account.subscription.pastPayments")}</Text>
      <ListStatus
        loading={payments.isPending}
        error={payments.error}
        items={payments.data}
        emptyText={t("account.subscription.noPayments")}
        onRetry={() => void payments.refetch()}
      >
        {(items) => (
          <ul className="past-payments">
            {items.map((payment) => (
              <li key={payment.id} className="status-line" data-testid="past-payment" data-status={payment.status}>
                <Text>
                  {formatInstantDate(payment.paidAt ?? payment.createdAt, i18n.language)} ·{" "}
                  {payment.plan ? t(`plans.names.${payment.plan}`) : ""} · {formatMoney(payment.amount, payment.currency, i18n.language)}
                </Text>
                <Text>{t(`account.subscription.paymentStatus.${payment.status}`)}</Text>
              </li>
            ))}
          </ul>
        )}
      </ListStatus>
    </section>
  );
}
