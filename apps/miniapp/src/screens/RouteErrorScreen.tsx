// Shown when a screen throws while rendering. The likely cause in production is a lazy chunk that
// vanished after a deploy, which a reload fixes, so that is what the button does.
import { Button, Placeholder } from "@telegram-apps/telegram-ui";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function RouteErrorScreen() {
  const { t } = useTranslation();
  return (
    <Placeholder
      header={t("common.requestFailed")}
      action={<Button onClick={() => window.location.reload()}>{t("common.retry")}</Button>}
    />
  );
}

/** Error boundary around the routed screens; navigating elsewhere (a new `resetKey`) clears it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("[router] a screen failed to render", error);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
