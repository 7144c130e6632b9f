// Test helper: the real providers and route table inside a MemoryRouter, plus a probe that records
// where the router ended up and how it got there (PUSH / REPLACE / POP).
import { render } from "@testing-library/react";
import { useEffect } from "react";
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigateFunction } from "react-router";
import { AppProviders } from "../AppProviders.tsx";
import { createAppI18n } from "../i18n.ts";
import { AppRoutes } from "../router/routes.tsx";
import { WEB_ENV, type TelegramEnv } from "../telegram/telegram-env.ts";

export interface RouterProbe {
  location?: Location;
  navigationType?: string;
  navigate?: NavigateFunction;
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  useEffect(() => {
    probe.location = location;
    probe.navigationType = navigationType;
    probe.navigate = navigate;
  });
  return null;
}

export async function renderApp(initialEntries: string[], telegram: TelegramEnv = WEB_ENV) {
  const i18n = await createAppI18n({ storage: { getItem: () => null } });
  const probe: RouterProbe = {};
  const view = render(
    <AppProviders telegram={telegram} i18n={i18n}>
      <MemoryRouter initialEntries={initialEntries} initialIndex={initialEntries.length - 1}>
        <AppRoutes />
        <LocationProbe probe={probe} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, probe, i18n };
}
