// The renewal invoice by email (issue 16.5): when the expiry job opens a renewal invoice, each owner
// with an address gets it in their language, queued in the transaction that starts the grace days;
// the reminder before the grace days end (issue 15.6, renewal-notices.ts) is the same letter's sequel.
import type { Tenant } from "@booking/db";
import type { ScopedTx } from "../booking/booking-transaction.ts";
import { fromMinorUnits } from "../booking/money.ts";
import { enqueueEmail } from "../mail/outbox.ts";
import { supportedLanguage } from "../notifications/recipients.ts";

const LOCALES = { ru: "ru-RU", en: "en-US" } as const;

export async function queueRenewalInvoiceEmails(
  tx: ScopedTx,
  tenant: Pick<Tenant, "id" | "displayName" | "plan" | "timeZone">,
  invoice: { paymentId: string; confirmationUrl: string },
  until: Date,
  now: Date,
  template: "renewal-invoice" | "renewal-reminder" = "renewal-invoice",
): Promise<void> {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: invoice.paymentId }, select: { amountMinor: true, currency: true } });
  const owners = await tx.membership.findMany({ where: { role: "OWNER" }, include: { user: true } });
  for (const { user } of owners) {
    if (!user.email || user.emailBouncedAt) continue;
    const locale = supportedLanguage(user.language);
    const amount = new Intl.NumberFormat(LOCALES[locale], { style: "currency", currency: payment.currency }).format(
      fromMinorUnits(payment.amountMinor),
    );
    const untilText = new Intl.DateTimeFormat(LOCALES[locale], { dateStyle: "long", timeZone: tenant.timeZone }).format(until);
    await enqueueEmail(
      tx,
      {
        to: user.email,
        locale,
        template,
        key: `${template}:${invoice.paymentId}:${user.id}`,
        data: { business: tenant.displayName, plan: tenant.plan, amount, until: untilText, link: invoice.confirmationUrl },
      },
      now,
    );
  }
}
