// "My account" of a customer (issue 14.5): their own things only, no owner tabs and no "set up your
// business": their personal info and the booking pages they book on, each with its "My bookings".
import { Title } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../components/RouteLink.tsx";
import { useTRPC } from "../../data/trpc.ts";
import { tenantPath } from "../../router/paths.ts";

export function CustomerAccount({ personalInfo }: { personalInfo: ReactNode }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const pages = useQuery(trpc.user.tenants.queryOptions());
  const booked = pages.data?.filter((page) => !page.isOwner) ?? [];
  return (
    <div className="customer-account" data-testid="customer-account">
      {booked.length > 0 && (
        <section className="customer-account__pages" aria-labelledby="customer-pages">
          <Title level="2" weight="2" Component="h2" id="customer-pages">
            {t("account.customer.pages")}
          </Title>
          <ul>
            {booked.map((page) => (
              <li key={page.slug}>
                <RouteLink className="customer-account__link" href={tenantPath(page.slug, "my-bookings")}>
                  {t("account.customer.myBookingsAt", { name: page.displayName })}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="customer-personal">
        <Title level="2" weight="2" Component="h2" id="customer-personal">
          {t("account.tabs.personalInfo")}
        </Title>
        {personalInfo}
      </section>
    </div>
  );
}
