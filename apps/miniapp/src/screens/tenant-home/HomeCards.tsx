import { Cell, Section } from "@telegram-apps/telegram-ui";
import { useTranslation } from "react-i18next";
import { RouteLink } from "../../components/RouteLink.tsx";
import { tenantPath } from "../../router/paths.ts";

interface HomeCard {
  page: string;
  key: string;
  icon: string;
}

const PUBLIC_CARDS: HomeCard[] = [
  { page: "news", key: "news", icon: "📰" },
  { page: "articles", key: "articles", icon: "📚" },
  { page: "services", key: "services", icon: "💼" },
  { page: "booking", key: "booking", icon: "🗓️" },
];
const USER_CARD: HomeCard = { page: "my-bookings", key: "myBookings", icon: "📋" };
const ADMIN_CARD: HomeCard = { page: "admin", key: "admin", icon: "⚙️" };

/** The home page's cards: public pages for all, My Bookings for users, Admin for ADMIN. */
export function HomeCards({ tenant, loggedIn, admin }: { tenant: string; loggedIn: boolean; admin: boolean }) {
  const { t } = useTranslation();
  const cards = [...PUBLIC_CARDS, ...(loggedIn ? [USER_CARD] : []), ...(admin ? [ADMIN_CARD] : [])];
  return (
    <Section className="home-cards">
      {cards.map((card) => (
        <Cell
          key={card.key}
          className="cell-link"
          Component={RouteLink}
          href={tenantPath(tenant, card.page)}
          before={
            <span className="home-cards__icon" aria-hidden="true">
              {card.icon}
            </span>
          }
          subtitle={t(`home.cards.${card.key}.text`)}
        >
          {t(`home.cards.${card.key}.title`)}
        </Cell>
      ))}
    </Section>
  );
}
