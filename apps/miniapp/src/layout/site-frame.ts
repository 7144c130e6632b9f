// Which business a platform-level page (/payment/result, /account) acts for (issue 25.7): a booking's
// payment result and a customer's account wear that business's header and colours instead of the
// platform's. The screen names the business; the site frame (SiteLayout) draws it.
import { createContext, useContext, useEffect } from "react";

export const SiteBusinessContext = createContext<(slug: string | null) => void>(() => undefined);

/** While the calling screen is shown, the frame is `slug`'s business (null: the platform's). */
export function useBusinessFrame(slug: string | null | undefined): void {
  const setBusiness = useContext(SiteBusinessContext);
  useEffect(() => {
    setBusiness(slug ?? null);
    return () => setBusiness(null);
  }, [slug, setBusiness]);
}
