// Entry point: Telegram first (its init data and deep link shape the first request and route),
// then translations and the first render.
import "@telegram-apps/telegram-ui/dist/styles.css";
import "./styles/app.css";
import "./styles/dark.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { setTelegramInitData } from "./api/http.ts";
import { AppProviders } from "./AppProviders.tsx";
import { createAppI18n } from "./i18n.ts";
import { AppRoutes } from "./router/routes.tsx";
import { afterBootShellPainted } from "./lib/boot-shell.ts";
import { installStorageFallback } from "./lib/storage.ts";
import { startLinkRedirect } from "./telegram/start-param.ts";
import { setupTelegram } from "./telegram/telegram.ts";

async function start(): Promise<void> {
  // Before anything (the SDK included) touches storage that the browser may block (issue 19.1).
  const replaced = installStorageFallback();
  const [telegram, i18n] = await Promise.all([setupTelegram({ storageBlocked: replaced.includes("sessionStorage") }), createAppI18n()]);
  setTelegramInitData(telegram.initDataRaw);

  // A start link opens its screen whichever path the client loaded; moved before the router reads
  // the URL, so no extra history entry is created (a reload keeps the user's page instead).
  const { pathname, search, hash } = window.location;
  const deepLink = startLinkRedirect(telegram.startParam, `${pathname}${search}`);
  if (deepLink) window.history.replaceState(null, "", `${deepLink}${hash}`);

  await afterBootShellPainted();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <AppProviders telegram={telegram} i18n={i18n}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
