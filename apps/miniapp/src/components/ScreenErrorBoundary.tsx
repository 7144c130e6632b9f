// A screen that failed (its chunk did not download, or it threw) fails in place (issue 14.7): the
// header and the tenant's tabs stay, the box says so (and that the device is offline, when it is),
// and Retry, or the connection coming back, renders the screen again without reloading the page
// (router/lazy-screen.ts downloads a failed chunk again). Navigating elsewhere clears it.
import { Component, type ReactNode } from "react";
import { allowScreenRetry } from "../router/lazy-screen.ts";
import { ErrorBox } from "./ListState.tsx";

export function ScreenFailure({ onRetry }: { onRetry(): void }) {
  return (
    <div className="screen-failure" data-testid="screen-failure">
      <ErrorBox error={undefined} fallbackKey="common.screenFailed" onRetry={onRetry} />
    </div>
  );
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn("[screen] failed to load or render", error);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  private readonly retry = () => {
    allowScreenRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <ScreenFailure onRetry={this.retry} /> : this.props.children;
  }
}
