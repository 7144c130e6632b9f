// Suspense fallback while a lazily loaded screen's chunk downloads.
import { LoadingState } from "./ListState.tsx";

export function PageLoader() {
  return <LoadingState />;
}
