// The pages the consent boxes link to (issue 30): a business's privacy policy (its link, its text, or
// the platform's standard policy naming it, with its contacts), and the platform's own privacy policy
// and terms. The long standard texts come from @booking/i18n/legal, loaded with this screen only.
import type { LegalDocument, LegalTexts } from "@booking/i18n/legal/types";
import { Button, Text, Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BusinessContacts } from "../../components/BusinessContacts.tsx";
import { ErrorBox, LoadingState } from "../../components/ListState.tsx";
import { ScreenFrame } from "../../components/ScreenFrame.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { withData } from "../../data/withData.tsx";
import { useTenantName } from "../../router/tenant-name.ts";
import { useTenantProfile } from "../../tenant/tenant-profile.ts";
import "./policy.css";

export type PolicyKind = "business" | "platformPolicy" | "terms";

function useLegalTexts(language: string): LegalTexts | null {
  const [texts, setTexts] = useState<{ language: string; texts: LegalTexts } | null>(null);
  useEffect(() => {
    let current = true;
    const load = language === "en" ? import("@booking/i18n/legal/en") : import("@booking/i18n/legal/ru");
    void load.then((module) => {
      if (current) setTexts({ language, texts: module.legal });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return texts?.language === language ? texts.texts : null;
}

function LegalSections({ document }: { document: LegalDocument }) {
  return (
    <div className="policy-text">
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Title level="3" weight="2" Component="h2">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} Component="p">
              {paragraph}
            </Text>
          ))}
        </section>
      ))}
    </div>
  );
}

function BusinessPolicy({ tenant }: { tenant: string }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const policy = useQuery(trpc.privacy.policy.queryOptions());
  const { profile } = useTenantProfile(tenant);
  const legal = useLegalTexts(i18n.language);
  const business = policy.data?.businessName ?? profile?.name ?? tenant;
  let body: ReactNode;
  if (policy.isPending) body = <LoadingState />;
  else if (policy.error || !policy.data)
    body = <ErrorBox error={policy.error} fallbackKey="privacy.policy.failed" onRetry={() => void policy.refetch()} />;
  else if (policy.data.url)
    body = (
      <div className="policy-text">
        <Text Component="p">{t("privacy.policy.externalLead", { business })}</Text>
        <Button Component="a" href={policy.data.url} target="_blank" rel="noopener noreferrer" size="m">
          {t("privacy.policy.openExternal")}
        </Button>
      </div>
    );
  else if (policy.data.text) body = <div className="policy-text policy-text--own">{policy.data.text}</div>;
  else
    body = (
      <>
        <Text Component="p" className="policy-lead">
          {t("privacy.policy.defaultLead", { business })}
        </Text>
        {legal ? <LegalSections document={legal.businessPolicy(business)} /> : <LoadingState />}
      </>
    );
  return (
    <ScreenFrame title={t("privacy.policy.ofBusiness", { business })}>
      {body}
      {profile && profile.contacts.length > 0 && (
        <section className="policy-text">
          <Title level="3" weight="2" Component="h2">
            {t("privacy.policy.contactsTitle", { business })}
          </Title>
          <BusinessContacts contacts={profile.contacts} label={t("privacy.policy.contactsTitle", { business })} />
        </section>
      )}
    </ScreenFrame>
  );
}

function PlatformDocument({ kind }: { kind: Exclude<PolicyKind, "business"> }) {
  const { t, i18n } = useTranslation();
  const legal = useLegalTexts(i18n.language);
  const document = legal ? (kind === "terms" ? legal.platformTerms : legal.platformPolicy) : null;
  return (
    <ScreenFrame title={kind === "terms" ? t("privacy.terms.title") : t("privacy.platformPolicy.title")}>
      {document ? <LegalSections document={document} /> : <LoadingState />}
    </ScreenFrame>
  );
}

function PolicyScreen({ kind }: { kind: PolicyKind }) {
  const tenant = useTenantName();
  return kind === "business" && tenant ? (
    <BusinessPolicy tenant={tenant} />
  ) : (
    <PlatformDocument kind={kind === "terms" ? "terms" : "platformPolicy"} />
  );
}

export default withData(PolicyScreen);
