// Wraps a lazily loaded screen in the data layer, so TanStack Query and the tRPC client load with
// the first screen that needs them and never with the initial chunk.
import type { ComponentType } from "react";
import { DataProvider } from "./DataProvider.tsx";

export function withData<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function WithData(props: P) {
    return (
      <DataProvider>
        <Screen {...props} />
      </DataProvider>
    );
  }
  WithData.displayName = `withData(${Screen.displayName ?? Screen.name})`;
  return WithData;
}
