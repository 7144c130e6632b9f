// Today's booking page card: the owner's, with the bot link and a custom domain (GET /api/account);
// an ADMIN, whom the account answers 403, gets the page's address with its copy and QR.
import { tenantAddress } from "../../../router/paths.ts";
import { useAccountQuery, useProfileQuery, type Account } from "../../account/account-data.ts";
import { BookingPageCard, BookingPageLinks } from "../../account/overview/BookingPageCard.tsx";
import "../../account/overview/overview.css";

function OwnerPageCard({ account }: { account: Account }) {
  const profile = useProfileQuery();
  return <BookingPageCard account={account} profile={profile.data} />;
}

export function TodayPageCard({ slug }: { slug: string }) {
  const account = useAccountQuery();
  if (account.data) return <OwnerPageCard account={account.data} />;
  if (account.isPending) return null;
  return <BookingPageLinks address={tenantAddress(slug, { origin: window.location.origin })} botLink={null} />;
}
