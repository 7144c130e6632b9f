// The business's look outside its own pages' frame too (issue 25.7): its logo and name as the
// header's brand, and its colour for buttons and links. Used by the tenant frame and by the
// platform-level pages that act for one business (a booking's payment result, a customer's account).
import type { CSSProperties } from "react";

/**
 * White label (ENTERPRISE) on the web: the page's own colour for buttons and links. Inside Telegram
 * the Telegram theme wins, so nothing is set there.
 */
export function brandStyle(color: string | null | undefined, isTelegram: boolean): CSSProperties | undefined {
  if (!color || isTelegram) return undefined;
  return {
    "--tgui--button_color": color,
    "--tgui--link_color": color,
    "--tgui--accent_text_color": color,
    "--brand-color": color,
  } as CSSProperties;
}

/** The header's brand: the logo (fixed 28 px, so nothing shifts when it loads) beside the name. */
export function BusinessBrand({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  if (!logoUrl) return name;
  return (
    <span className="top-bar__business">
      <img className="top-bar__logo" src={logoUrl} alt="" width={28} height={28} />
      <span className="top-bar__name">{name}</span>
    </span>
  );
}
