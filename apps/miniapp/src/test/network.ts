// No client test reaches a real server. happy-dom's fetch would open a socket to its page's origin
// (http://localhost:3000): a screen whose request a test did not answer printed ECONNREFUSED stacks,
// and a machine with something on port 3000 would have answered it. The base fetch of every client
// test refuses at once, as an unreachable server does (a TypeError), and sends nothing; tests answer
// requests by stubbing fetch (vi.stubGlobal) or through renderWithApi's handlers.
export const refusedRequests: string[] = [];

function describeRequest(input: unknown, init?: { method?: string }): string {
  const request = input as { url?: string; method?: string };
  return `${init?.method ?? request.method ?? "GET"} ${request.url ?? String(input)}`;
}

export function refuseRealRequests(): void {
  globalThis.fetch = (async (input: unknown, init?: { method?: string }) => {
    const request = describeRequest(input, init);
    refusedRequests.push(request);
    throw new TypeError(`Failed to fetch: no server in client tests (${request})`);
  }) as typeof fetch;
}
