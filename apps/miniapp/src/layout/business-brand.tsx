// The business's look outside its own pages' frame too (issue 25.7): its logo and name as the
// header's brand, and its colour for buttons and links. Used by the tenant frame and by the
// platform-level pages that act for one business (a booking's payment result, a customer's account).
import type { CSSProperties } from "react";

/**
 * White label (ENTERPRISE) on the web: the page's own colour for buttons, links and accents
 * (layout.css derives the text colours, lighter in the dark theme so they stay readable). Inside
 * Telegram the Telegram theme wins, so nothing is set there.
 */
export function brandedPage(className: string, color: string | null | undefined, isTelegram: boolean) {
  if (!color || isTelegram) return { className };
  const style = { "--tgui--button_color": color, "--brand-color": color } as CSSProperties;
  return { className: `${className} page--branded`, style };
}

/**
 * The header's brand: the logo (fixed 28 px, so nothing shifts when it loads) beside the name. A
 * long name is cut to fit a phone's bar; its title carries it whole.
 */
export function BusinessBrand({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  return (
    <span className="top-bar__business" title={name}>
      {logoUrl && <img className="top-bar__logo" src={logoUrl} alt="" width={28} height={28} />}
      <span className="top-bar__name">{name}</span>
    </span>
  );
}
