// Entry point: Telegram first (its init data and deep link shape the first request and route),
// then translations and the first render.
import "@telegram-apps/telegram-ui/dist/styles.css";
import "./styles/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { setTelegramInitData } from "./api/http.ts";
import { AppProviders } from "./AppProviders.tsx";
import { createAppI18n } from "./i18n.ts";
import { AppRoutes } from "./router/routes.tsx";
import { startParamPath } from "./telegram/start-param.ts";
import { setupTelegram } from "./telegram/telegram.ts";

async function start(): Promise<void> {
  const [telegram, i18n] = await Promise.all([setupTelegram(), createAppI18n()]);
  setTelegramInitData(telegram.initDataRaw);

  // A deep link (`startapp=<slug>[__<page>]`) opens on the landing path; move to its page before
  // the router reads the URL, so no extra history entry is created.
  const deepLink = startParamPath(telegram.startParam);
  if (deepLink && window.location.pathname === "/") window.history.replaceState(null, "", deepLink);

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
