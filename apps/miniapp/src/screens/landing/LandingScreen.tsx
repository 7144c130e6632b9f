// Spec §2 "Landing page": top bar, hero, three feature blocks, the plan grid (visitors only), FAQ
// and footer. Logged-in users get links to their account and their own page instead of sign-up.
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../components/LanguageToggle.tsx";
import { TopBar } from "../../layout/TopBar.tsx";
import { useSession } from "../../session/SessionProvider.tsx";
import { Faq } from "./Faq.tsx";
import { Features } from "./Features.tsx";
import { Hero } from "./Hero.tsx";
import { LandingAuthLinks } from "./LandingAuthLinks.tsx";
import { LandingFooter } from "./LandingFooter.tsx";
import { PlanGrid } from "./PlanGrid.tsx";
import "./landing.css";

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
