// GET /embed.js (issue 31.6): the script an owner's site includes to show the booking page in an
// <iframe> that is as wide as its container and as tall as the page inside it. The app in the frame
// posts its height (apps/miniapp/src/embed/frame-height.ts); the loader takes it only from its own
// frame and only in the shape below. Whether the frame may show the page at all is the page's CSP
// (frame-ancestors: the owner's allowed sites, security-headers.ts), not this script.
import type { FastifyInstance } from "fastify";

/** The message the framed app sends its host page. */
export const EMBED_HEIGHT_MESSAGE = "booking-widget:height";
/** Marks the booking page's URL as opened inside the widget (the app then reports its height). */
export const EMBED_QUERY = "embed";

/**
 * `<script src=".../embed.js" data-page="<booking page URL>" async></script>`: the frame goes where
 * the script is (or into `data-target`, a CSS selector). Plain ES5: it runs on any owner's site.
 */
export const EMBED_LOADER = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var page = new URL(script.getAttribute("data-page") || "", script.src);
  page.searchParams.set("${EMBED_QUERY}", "1");
  var frame = document.createElement("iframe");
  frame.src = page.href;
  frame.title = script.getAttribute("data-title") || "Booking";
  frame.setAttribute("allow", "clipboard-write; web-share");
  // The height until the page reports its own.
  frame.style.cssText = "display:block;width:100%;height:480px;border:0;color-scheme:normal";
  var target = script.getAttribute("data-target");
  var host = target && document.querySelector(target);
  if (host) host.appendChild(frame);
  else script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.source !== frame.contentWindow || event.origin !== page.origin || !data || data.type !== "${EMBED_HEIGHT_MESSAGE}") return;
    if (typeof data.height === "number" && data.height > 0) frame.style.height = Math.ceil(data.height) + "px";
  });
})();
`;

export function registerEmbedLoader(app: FastifyInstance) {
  app.get("/embed.js", (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      // helmet's default (same-origin) would stop the owner's site from loading it.
      .header("cross-origin-resource-policy", "cross-origin")
      .type("text/javascript; charset=utf-8")
      .send(EMBED_LOADER),
  );
}
