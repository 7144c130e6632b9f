// Issue 14.9: a deep link to a tenant screen (/webapp/{slug}/booking) would download the shell,
// run it, and only then ask for the screen's own chunks: one more round trip on a slow phone
// before the first paint. From the client build's manifest (dist/.vite/manifest.json), the page's
// HTML names those chunks as modulepreloads, so they download alongside the shell.
import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The lazily loaded screen of each tenant page (apps/miniapp/src/router/routes.tsx). */
const TENANT_SCREENS: Readonly<Record<string, string>> = {
  booking: "src/screens/booking/BookingScreen.tsx",
  services: "src/screens/services/ServicesScreen.tsx",
  "my-bookings": "src/screens/my-bookings/MyBookingsScreen.tsx",
  news: "src/screens/content/NewsScreen.tsx",
  articles: "src/screens/content/ArticlesScreen.tsx",
  login: "src/screens/login/LoginScreen.tsx",
  register: "src/screens/register/RegisterScreen.tsx",
};

const PAGE_OF_URL = /^\/webapp\/[^/?#]+\/([^/?#]+)\/?(?:[?#]|$)/;

/** The asset paths to preload for a tenant page's URL (none without a build manifest). */
export function screenPreloads(distDir: string): (url: string) => string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  } catch {
    return () => [];
  }
  const entry = manifest["index.html"];
  // What index.html loads anyway (its entry and module preloads).
  const loaded = new Set(["index.html", ...(entry?.imports ?? [])]);
  const cache = new Map<string, string[]>();

  function chunksOf(key: string): string[] {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || loaded.has(name)) return;
      seen.add(name);
      const chunk = manifest[name];
      if (!chunk) return;
      files.push(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return files;
  }

  return (url) => {
    const page = PAGE_OF_URL.exec(url)?.[1];
    const source = page ? TENANT_SCREENS[page] : undefined;
    if (!source) return [];
    let files = cache.get(source);
    if (!files) {
      files = chunksOf(source);
      cache.set(source, files);
    }
    return files;
  };
}
