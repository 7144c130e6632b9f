// /payment/result?paymentId=…: where the payment provider sends the payer back. Polls
// GET /api/payments/{id} while the payment is pending (for a few minutes, then a "check again"
// button) and shows pending, confirmed or failed. The payment's tenant comes from `?tenant=`,
// else from what the paying screen remembered (lib/payment-return.ts). A booking's payment always
// offers the way back to the tenant's "My bookings", whatever the outcome (issue 14.5), names the
// booking and the amount, and wears the business's header and colours, not the platform's (25.7).
import { Button, Placeholder, Spinner } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorCodeOf } from "../../api/api-error.ts";
import { ErrorBox } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { DataProvider } from "../../data/DataProvider.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { useBusinessFrame } from "../../layout/site-frame.ts";
import { rememberedPayment } from "../../lib/payment-return.ts";
import { tenantPath } from "../../router/paths.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import type { Payment } from "../../data/api-types.ts";
import { PaidBooking } from "./PaidBooking.tsx";
import { nextPollDelay, paymentOutcome, type PaymentOutcome } from "./payment-status.ts";
import "./payment-result.css";

const ICONS: Record<PaymentOutcome, string> = { pending: "⏳", confirmed: "✅", failed: "❌" };

/** "My bookings" of the payment's tenant, unless the page's main button already goes there. */
function ToMyBookings({ path, shown }: { path: string | undefined; shown: boolean }) {
  const { t } = useTranslation();
  if (!path || !shown) return null;
  return (
    <div className="payment-result__bookings">
      <Button mode="plain" Component={RouteLink} href={path} data-testid="payment-my-bookings">
        {t("paymentResult.toMyBookings")}
      </Button>
    </div>
  );
}

export function PaymentStatus({
  paymentId,
  tenant,
  remembered: rememberedReturn,
  bookingsPath: knownBookingsPath,
  onPurpose,
}: {
  paymentId: string;
  /** The payment's tenant: a booking's payment links to the booking's page there. */
  tenant?: string;
  remembered?: string;
  bookingsPath?: string;
  /** Told what the payment was for once known (the frame wears the business's look for a booking's). */
  onPurpose?(purpose: Payment["purpose"]): void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [pollingSince, setPollingSince] = useState(() => Date.now());
  const payment = useQuery({
    ...trpc.payments.get.queryOptions({ id: paymentId }),
    refetchInterval: (query) => {
      if (query.state.status === "error") return false;
      return nextPollDelay(query.state.data && paymentOutcome(query.state.data.status), pollingSince, Date.now());
    },
  });
  const purpose = payment.data?.purpose;
  useEffect(() => {
    if (purpose) onPurpose?.(purpose);
  }, [purpose, onPurpose]);

  if (payment.isPending)
    return (
      <Placeholder header={t("paymentResult.checking")}>
        <Spinner size="l" />
      </Placeholder>
    );
  if (payment.error) {
    const needsLogin = errorCodeOf(payment.error) === "UNAUTHORIZED";
    return (
      <>
        {needsLogin ? (
          <Placeholder
            header={t("paymentResult.loginRequired")}
            action={
              <Button Component={RouteLink} href="/login">
                {t("nav.login")}
              </Button>
            }
          />
        ) : (
          <ErrorBox error={payment.error} onRetry={() => void payment.refetch()} />
        )}
        <ToMyBookings path={knownBookingsPath} shown />
      </>
    );
  }

  // A subscription's payment goes back to the account; a booking's to the tenant's "My bookings".
  const bookingsPath = payment.data.purpose === "BOOKING" ? knownBookingsPath : undefined;
  const returnTo = rememberedReturn ?? bookingsPath ?? "/account";
  const outcome = paymentOutcome(payment.data.status);
  const stillPolling = nextPollDelay(outcome, pollingSince, Date.now()) !== false;
  const checkAgain = () => {
    setPollingSince(Date.now());
    void payment.refetch();
  };
  const backLabel = returnTo.startsWith("/account") ? t("paymentResult.backToAccount") : t("paymentResult.back");
  let action = (
    <Button Component={RouteLink} href={returnTo}>
      {backLabel}
    </Button>
  );
  let actionGoesToBookings = returnTo === bookingsPath && outcome !== "failed";
  if (outcome === "pending" && !stillPolling) {
    action = <Button onClick={checkAgain}>{t("paymentResult.checkAgain")}</Button>;
    actionGoesToBookings = false;
  } else if (outcome === "failed")
    action = (
      <Button Component={RouteLink} href={returnTo}>
        {t("paymentResult.tryAgain")}
      </Button>
    );

  return (
    <>
      <Placeholder
        data-outcome={outcome}
        header={t(`paymentResult.${outcome}.title`)}
        description={t(`paymentResult.${outcome}.text`)}
        action={action}
      >
        {outcome === "pending" && stillPolling ? (
          <Spinner size="l" />
        ) : (
          <span className="payment-result__icon" aria-hidden="true">
            {ICONS[outcome]}
          </span>
        )}
      </Placeholder>
      {payment.data.booking && tenant && (
        <PaidBooking booking={payment.data.booking} payment={payment.data} outcome={outcome} tenant={tenant} />
      )}
      <ToMyBookings path={bookingsPath} shown={!actionGoesToBookings} />
    </>
  );
}

function PaymentResultScreen() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { loading } = useSession();
  const paymentId = searchParams.get("paymentId") ?? "";
  const remembered = paymentId ? rememberedPayment(paymentId) : undefined;
  const tenant = searchParams.get("tenant") ?? remembered?.tenant;
  // A booking's payment (not the owner's subscription, which returns to /account or /account?…).
  const fromAccount = remembered?.returnTo.startsWith("/account") ?? false;
  const bookingsPath = tenant && !fromAccount ? tenantPath(tenant, "my-bookings") : undefined;
  // Until the payment says what it paid, a payment that did not start from the account is taken
  // for a booking's: the platform's name never flashes on a customer's result.
  const [purpose, setPurpose] = useState<Payment["purpose"] | null>(null);
  const forBooking = purpose ? purpose === "BOOKING" : !fromAccount;
  useBusinessFrame(paymentId && forBooking ? tenant : null);
  let body = (
    <DataProvider tenant={tenant}>
      <PaymentStatus
        paymentId={paymentId}
        tenant={tenant}
        remembered={remembered?.returnTo}
        bookingsPath={bookingsPath}
        onPurpose={setPurpose}
      />
    </DataProvider>
  );
  if (!paymentId)
    body = (
      <Placeholder
        header={t("paymentResult.missing")}
        action={
          <Button Component={RouteLink} href="/">
            {t("notFound.home")}
          </Button>
        }
      />
    );
  // The request authenticates with the session's token or init data: wait until it is known.
  else if (loading)
    body = (
      <Placeholder header={t("paymentResult.checking")}>
        <Spinner size="l" />
      </Placeholder>
    );
  return (
    <ScreenFrame title={t("paymentResult.title")} narrow>
      {body}
    </ScreenFrame>
  );
}

export default PaymentResultScreen;
