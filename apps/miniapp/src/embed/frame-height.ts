// Inside the embeddable widget (issue 31.6; the loader: apps/api/src/plugins/embed-loader.ts) the app
// tells the host page how tall it is, so the frame grows with the screen instead of scrolling
// inside the owner's page. The widget opens on the booking screen, so this comes with that screen's
// chunk: the first load of every other page carries none of it (budget: initial JS <= 150 KB gzip).
import { useEffect } from "react";

/** Keep equal to the API's EMBED_HEIGHT_MESSAGE (embed-loader.ts). */
export const EMBED_HEIGHT_MESSAGE = "booking-widget:height";

/**
 * A full-screen app fills at least the viewport (min-height: 100vh), and in a frame that is the
 * frame's own height: it could then grow but never shrink. In the widget the content decides.
 */
const CONTENT_HEIGHT = "#root, .app-root, .page { min-height: 0 !important; }";

/** Posts the page's height to the parent now and on every change; returns the stop function. */
export function reportFrameHeight(target: Window = window.parent, doc: Document = document): () => void {
  const style = doc.createElement("style");
  style.textContent = CONTENT_HEIGHT;
  doc.head.append(style);
  let last = 0;
  const post = () => {
    const height = Math.ceil(doc.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // Only a height: nothing private leaves, so any host page may read it ("*").
    target.postMessage({ type: EMBED_HEIGHT_MESSAGE, height }, "*");
  };
  const observer = new ResizeObserver(post);
  observer.observe(doc.body);
  post();
  return () => observer.disconnect();
}

/** Read as this code loads, with the screen the widget opened on: the frame's first address. */
const openedAsWidget =
  typeof window !== "undefined" && window.parent !== window && new URLSearchParams(window.location.search).has("embed");
let reporting = false;

/** On the screen a widget opens: from then on, for the page's life, the frame follows its height. */
export function useFrameHeightInWidget(): void {
  useEffect(() => {
    if (!openedAsWidget || reporting) return;
    reporting = true;
    reportFrameHeight();
  }, []);
}
