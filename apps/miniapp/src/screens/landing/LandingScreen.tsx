// Spec §2 "Landing page": top bar, hero, three feature blocks, the plan grid (visitors only), FAQ
// and footer. Logged-in users get links to their account and their own page instead of sign-up.
import { landing } from "@booking/i18n/ru/landing";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../components/LanguageToggle.tsx";
import { addRussianTexts } from "../../i18n.ts";
import { TopBar } from "../../layout/TopBar.tsx";
import { useSession } from "../../session/SessionProvider.tsx";
import { Faq } from "./Faq.tsx";
import { Features } from "./Features.tsx";
import { Hero } from "./Hero.tsx";
import { LandingAuthLinks } from "./LandingAuthLinks.tsx";
import { LandingFooter } from "./LandingFooter.tsx";
import { PlanGrid } from "./PlanGrid.tsx";
import "./landing.css";

// The landing page's Russian texts come with this chunk (the server preloads it for "/"), not with
// every tenant page's first load.
addRussianTexts({ landing });

export default function LandingScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <div className="landing">
      <TopBar brand={t("common.appName")} brandTo="/">
        <LanguageToggle />
        <LandingAuthLinks loggedIn={!!user} />
      </TopBar>
      <main>
        <Hero user={user} />
        <Features />
        {!user && <PlanGrid />}
        <Faq />
      </main>
      <LandingFooter />
    </div>
  );
}
