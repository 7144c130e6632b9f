// Issue 15.6: the subscription as the owner manages it. The current plan and its expiry, whether it
// renews (cancel / resume), the plan already bought to follow it and when, and a waiting invoice with
// its Pay button. A renewal invoice keeps the plan until the grace deadline (graceEndsAt, the plan's
// expiry while the invoice waits: the expiry job moves it there when it opens the invoice).
import { Button, Text } from "@telegram-apps/telegram-ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../../data/trpc.ts";
import { formatInstantDate, formatUsd } from "../../../lib/format.ts";
import { newIdempotencyKey, withIdempotencyKey } from "../../../lib/idempotency-key.ts";
import { rememberPayment } from "../../../lib/payment-return.ts";
import { useToast } from "../../../toast/ToastProvider.tsx";
import { accountPath, type Account } from "../account-data.ts";
import { useOpenExternal } from "../../../telegram/useOpenExternal.ts";

type Subscription = Account["subscription"];

function AutoRenew({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const queryClient = useQueryClient();
  const options = (doneKey: string) => ({
    onSuccess: async () => {
      toast.success(t(doneKey));
      await queryClient.invalidateQueries(trpc.account.get.queryFilter());
    },
    onError: (error: unknown) => toast.failure(error, "account.errors.failedToSave"),
  });
  const cancel = useMutation(trpc.tenant.cancelAutoRenew.mutationOptions(options("account.subscription.autoRenewCancelled")));
  const resume = useMutation(trpc.tenant.resumeAutoRenew.mutationOptions(options("account.subscription.autoRenewResumed")));
  const busy = cancel.isPending || resume.isPending;
  return (
    <div className="status-line" data-testid="auto-renew" data-auto-renew={subscription.autoRenew}>
      <Text>{t(subscription.autoRenew ? "account.subscription.autoRenewOn" : "account.subscription.autoRenewOff")}</Text>
      {subscription.autoRenew ? (
        <Button size="s" mode="outline" disabled={busy} onClick={() => cancel.mutate()}>
          {t("account.subscription.cancelAutoRenew")}
        </Button>
      ) : (
        <Button size="s" disabled={busy} onClick={() => resume.mutate()}>
          {t("account.subscription.resumeAutoRenew")}
        </Button>
      )}
    </div>
  );
}

/**
 * A waiting payment and its Pay button. In the grace days (the plan ended unpaid, issue 15.6) the
 * notice names the deadline, and Pay works for all of them: the invoice's own link lasts only its
 * payment window, after which Pay asks the server for the renewal again (the open one is reused).
 */
function WaitingPayment({ subscription, tenantSlug }: { subscription: Subscription; tenantSlug: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const openExternal = useOpenExternal();
  const idempotencyKey = useMemo(() => newIdempotencyKey(), []);
  const open = (paymentId: string, url: string) => {
    rememberPayment({ paymentId, tenant: tenantSlug, returnTo: accountPath(tenantSlug, "subscription") });
    openExternal(url);
  };
  const renew = useMutation(
    trpc.tenantManagement.checkout.mutationOptions({
      trpc: withIdempotencyKey(idempotencyKey),
      onSuccess: (result) => {
        if (result.confirmationUrl && !result.activated) open(result.paymentId, result.confirmationUrl);
      },
      onError: (error) => toast.failure(error, "account.errors.failedToUpgrade"),
    }),
  );
  const pending = subscription.pendingPayment;
  const graceEndsAt = subscription.graceEndsAt;
  if (!pending && !graceEndsAt) return null;
  const plan = t(`plans.names.${pending?.plan ?? subscription.plan}`);
  const renewal = graceEndsAt && (!pending || pending.plan === subscription.plan);
  const pay = () => {
    if (pending) open(pending.paymentId, pending.confirmationUrl);
    else renew.mutate({ plan: subscription.plan, promoCode: null });
  };
  return (
    <div className="notice notice--warning waiting-invoice" role="note" data-testid="waiting-invoice">
      <Text>
        {renewal
          ? t("account.subscription.renewalWaiting", { plan, date: formatInstantDate(graceEndsAt, i18n.language) })
          : t("account.subscription.paymentWaiting", { plan })}
      </Text>
      <Button size="s" loading={renew.isPending} disabled={renew.isPending} onClick={pay}>
        {t("account.subscription.pay")}
      </Button>
    </div>
  );
}

export function SubscriptionStatus({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const { subscription } = account;
  const paid = subscription.plan !== "FREE" && subscription.expiresAt;
  return (
    <div className="panel-card" data-testid="subscription-banner">
      <Text weight="2">{t("account.subscription.currentPlan", { plan: t(`plans.names.${subscription.plan}`) })}</Text>
      {subscription.expiresAt && (
        <Text>{t("account.subscription.expiresAt", { date: formatInstantDate(subscription.expiresAt, i18n.language) })}</Text>
      )}
      <Text>{t("account.subscription.monthlyPrice", { price: formatUsd(subscription.limits.priceMonthly, i18n.language) })}</Text>
      {paid && subscription.nextPlan && (
        <Text data-testid="next-plan">
          {t("account.subscription.nextPlan", {
            plan: t(`plans.names.${subscription.nextPlan}`),
            date: formatInstantDate(subscription.expiresAt!, i18n.language),
          })}
        </Text>
      )}
      {paid && <AutoRenew subscription={subscription} />}
      <WaitingPayment subscription={subscription} tenantSlug={account.tenant.id} />
    </div>
  );
}
