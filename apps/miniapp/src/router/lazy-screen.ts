// React.lazy remembers a failed import for good, so a screen whose chunk did not download (offline,
// a flaky network) would fail again on Retry. A screen made here forgets its failure once a retry is
// asked for (allowScreenRetry: the failure box's Retry, or the connection coming back), and its
// next render downloads the chunk again (issue 14.7).
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from "react";

let retryGeneration = 0;

/** Failed screens download again on their next render. */
export function allowScreenRetry(): void {
  retryGeneration += 1;
}

export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
  let Lazy: LazyExoticComponent<ComponentType<P>> = lazy(attempt);
  let generation = retryGeneration;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level (the route table), like React.lazy itself
  function Screen(props: P) {
    if (failed && generation !== retryGeneration) {
      failed = false;
      generation = retryGeneration;
      Lazy = lazy(attempt);
    }
    return createElement(Lazy as ComponentType<P>, props);
  }
  return Screen;
}
