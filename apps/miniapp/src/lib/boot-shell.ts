// The server paints a tenant page's shell before the scripts run (apps/api/src/plugins/tenant-page.ts).
// On a fast connection the scripts may be ready before the stylesheet, and replacing the shell then
// would leave the screen blank until the whole app has rendered: the app waits for the shell's first
// frame (two animation frames: the second runs after the first was painted), never more than
// `maxWaitMs`, and not at all without a shell or in a hidden tab (which draws no frames).
export function afterBootShellPainted(doc: Document = document, maxWaitMs = 300): Promise<void> {
  if (!doc.querySelector(".boot-shell") || doc.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}
