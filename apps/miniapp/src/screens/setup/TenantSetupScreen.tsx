// Tenant setup (/setup, spec §2 "Other screens"): business name, URL slug with a live availability
// check, plan from the shared catalogue and an optional promo code. Creates the tenant owned by the
// logged-in user (POST /api/tenant-management/tenants); a paid plan continues to its checkout in
// the new tenant (a payment page, or activation at once when a promo makes it free).
import { Button } from "@telegram-apps/telegram-ui";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { FormField } from "../../components/form/FormField.tsx";
import { FormMessage } from "../../components/form/FormMessage.tsx";
import { SubmitButton } from "../../components/form/SubmitButton.tsx";
import { LoadingState } from "../../components/ListState.tsx";
import { RouteLink } from "../../components/RouteLink.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import type { PlanName } from "../../data/api-types.ts";
import { trpcClientFor } from "../../data/DataProvider.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { chosenPlan, forgetPlan } from "../../lib/chosen-plan.ts";
import { formErrorText } from "../../lib/form-error.ts";
import { newIdempotencyKey, withIdempotencyKey } from "../../lib/idempotency-key.ts";
import { rememberPayment } from "../../lib/payment-return.ts";
import { tenantPath } from "../../router/paths.ts";
import { useSession } from "../../session/SessionProvider.tsx";
import { useToast } from "../../toast/ToastProvider.tsx";
import { PlanChoice } from "./PlanChoice.tsx";
import { PromoField } from "./PromoField.tsx";
import { normalizeSlug, suggestSlug } from "./slug.ts";
import { SlugField, useSlugStatus } from "./SlugField.tsx";
import { useOpenExternal } from "../../telegram/useOpenExternal.ts";

/** After the tenant exists: pay for the chosen plan in it, then land on the new page. */
function useCheckout() {
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const openExternal = useOpenExternal();
  const { t } = useTranslation();

  // The owner's membership is in the new tenant, which is not in this page's URL.
  const checkout = useMutation({
    mutationKey: trpc.tenantManagement.checkout.mutationKey(),
    mutationFn: ({ slug, plan, promoCode }: { slug: string; plan: PlanName; promoCode: string }) =>
      trpcClientFor(slug).tenantManagement.checkout.mutate({ plan, promoCode: promoCode || null }, withIdempotencyKey(newIdempotencyKey())),
  });

  return async (slug: string, plan: PlanName, promoCode: string) => {
    const home = tenantPath(slug);
    try {
      const result = await checkout.mutateAsync({ slug, plan, promoCode });
      if (result.confirmationUrl && !result.activated) {
        rememberPayment({ paymentId: result.paymentId, tenant: slug, returnTo: "/account" });
        openExternal(result.confirmationUrl);
        return;
      }
      toast.success(t("alerts.success.upgradeSuccess"));
    } catch (error) {
      // The tenant exists on the Free plan; the plan can be bought later in the account area.
      toast.failure(error, "account.errors.failedToUpgrade");
    }
    void navigate(home, { replace: true });
  };
}

function SetupForm() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const toast = useToast();
  const navigate = useNavigate();
  const continueToCheckout = useCheckout();
  const [businessName, setBusinessName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  // The plan picked on the landing page before sign-up (issue 25.8), else the spec's Free.
  const [plan, setPlan] = useState<PlanName>(() => chosenPlan() ?? "FREE");
  const [promoCode, setPromoCode] = useState("");
  const slugStatus = useSlugStatus(slug);
  const setup = useMutation(trpc.tenantManagement.setupTenant.mutationOptions());
  const busy = setup.isPending || setup.isSuccess;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || slugStatus.status !== "available" || !businessName.trim()) return;
    const code = plan === "FREE" ? "" : promoCode;
    const created = await setup
      .mutateAsync({ businessName: businessName.trim(), slug: normalizeSlug(slug), plan, promoCode: code || undefined })
      .catch(() => null);
    if (!created) return;
    forgetPlan();
    toast.success(t("setup.success"));
    if (created.selectedPlan) await continueToCheckout(created.tenant.slug, created.selectedPlan, code);
    else void navigate(tenantPath(created.tenant.slug), { replace: true });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField
        name="businessName"
        label={t("setup.businessName")}
        placeholder={t("setup.businessNamePlaceholder")}
        autoComplete="organization"
        value={businessName}
        disabled={busy}
        onValueChange={(value) => {
          setBusinessName(value);
          if (!slugEdited) setSlug(suggestSlug(value));
        }}
      />
      <SlugField
        slug={slug}
        disabled={busy}
        onChange={(value) => {
          setSlug(value);
          setSlugEdited(true);
        }}
      />
      <PlanChoice plan={plan} disabled={busy} onChange={setPlan} />
      {plan !== "FREE" && <PromoField code={promoCode} plan={plan} disabled={busy} onChange={setPromoCode} />}
      {setup.error && <FormMessage>{formErrorText(t, { failure: setup.error, fallbackKey: "alerts.errors.failedToCreate" })}</FormMessage>}
      <SubmitButton
        submitting={busy}
        submittingLabel={t("setup.submitting")}
        disabled={!businessName.trim() || slugStatus.status !== "available"}
      >
        {t("setup.submit")}
      </SubmitButton>
    </form>
  );
}

function TenantSetupScreen() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  let body = <SetupForm />;
  if (loading) body = <LoadingState />;
  else if (!user) {
    body = (
      <div className="form">
        <FormMessage tone="info">{t("setup.loginRequired")}</FormMessage>
        <Button size="l" stretched Component={RouteLink} href="/login">
          {t("nav.login")}
        </Button>
      </div>
    );
  }
  return (
    <ScreenFrame title={t("setup.title")} subtitle={t("setup.subtitle")} narrow>
      {body}
    </ScreenFrame>
  );
}

export default withData(TenantSetupScreen);
