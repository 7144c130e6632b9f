import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// `vite` (dev) forwards API calls to a locally running apps/api; production serves both from one origin.
const apiServer = { target: process.env.API_ORIGIN ?? "http://127.0.0.1:3000", changeOrigin: true };

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  plugins: [react()],
  // One React copy no matter how npm nests telegram-ui's peer (stack-check gotcha 2).
  resolve: { dedupe: ["react", "react-dom"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: {
    proxy: { "/api": apiServer, "/trpc": apiServer },
  },
});
