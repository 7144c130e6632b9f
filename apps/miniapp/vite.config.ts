import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./precompress.ts";

// `vite` (dev) forwards API calls to a locally running apps/api; production serves both from one origin.
const apiServer = { target: process.env.API_ORIGIN ?? "http://127.0.0.1:3000", changeOrigin: true };

/**
 * telegram-ui renders its Subheadline as <h6> and Headline as <h5> by default, also inside badges,
 * cells, input labels and buttons, which breaks the page's heading order (one h1, then h2...;
 * issue 14.8). Headings here are always explicit (Title with Component), so these two default
 * to <span>.
 */
function plainTypography(): Plugin {
  return {
    name: "telegram-ui-plain-typography",
    enforce: "pre",
    transform(code, id) {
      if (!/telegram-ui[\\/]dist[\\/]components[\\/]Typography[\\/](Subheadline|Headline)[\\/]/.test(id)) return null;
      return code.replace(/Component \|\| '(h5|h6)'/, "Component || 'span'");
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  plugins: [plainTypography(), react(), precompress()],
  // One React copy no matter how npm nests telegram-ui's peer (stack-check gotcha 2).
  resolve: { dedupe: ["react", "react-dom"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads a deep link's screen chunk from it (apps/api screen-preload.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries the first render needs in full, in one chunk: left to automatic splitting they
          // end up in several shared chunks (lazy screens use them too), and the extra chunk glue and
          // separate compression cost ~3 KB of the 150 KB initial budget. telegram-ui stays automatic,
          // so its form controls load only with the screens that use them. react-i18next's <Trans>
          // (and its HTML parser, ~4 KB gzip) stays out: only the lazy consent field uses it.
          groups: [
            {
              name: "shell",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next(?![\\/]dist[\\/]es[\\/]Trans)|cookie)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { "/api": apiServer, "/trpc": apiServer },
  },
});
