// telegram-ui Button/Cell render any element through `Component`; this adapts react-router's Link
// so in-app links keep client-side navigation while looking like the kit's controls.
import { forwardRef, type AnchorHTMLAttributes } from "react";
import { Link } from "react-router";

export type RouteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** Pass as `Component={RouteLink}` with `href="/path"`. */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink({ href, type, ...rest }, ref) {
  // telegram-ui's Button passes type="button", which means nothing on a link; it is dropped.
  void type;
  return <Link ref={ref} to={href} {...rest} />;
});
