// An optional picture from a server URL (news image, article cover). A link that does not load
// removes the picture instead of showing a broken-image icon.
import { useState } from "react";

export function ContentImage({ src, className }: { src: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  // Decorative: the title next to it says what the item is about.
  return <img src={src} alt="" loading="lazy" decoding="async" className={className} onError={() => setFailed(true)} />;
}
