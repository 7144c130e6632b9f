// The frame of a content screen: its title (the page heading) and an optional line under it.
import { Text, Title } from "@telegram-apps/telegram-ui";
import type { ReactNode } from "react";
import "./screen-frame.css";

export function ScreenFrame({
  title,
  subtitle,
  children,
  narrow = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Forms read better in a single column of at most ~480 px. */
  narrow?: boolean;
}) {
  return (
    <section className={`screen-frame${narrow ? " screen-frame--narrow" : ""}`}>
      <header className="screen-frame__header">
        <Title level="2" weight="2" Component="h1">
          {title}
        </Title>
        {subtitle && <Text className="screen-frame__subtitle">{subtitle}</Text>}
      </header>
      {children}
    </section>
  );
}
