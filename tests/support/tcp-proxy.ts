// A TCP proxy the test controls, in front of PostgreSQL or Redis, for fault tests (issue 27): `cut()`
// drops every open connection and refuses new ones (a dead server or a broken network), `stall()`
// keeps connections open but holds every byte back (a hung server or a black-holed network),
// `restore()` forwards again (held bytes first, so the streams stay whole).
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: "open" | "cut" | "stall" = "open";
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const held: (() => void)[] = [];
  const server = net.createServer((client) => {
    if (mode === "cut") return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on("data", (chunk) => {
        if (mode === "open") to.write(chunk);
        else if (mode === "stall") held.push(() => to.writable && to.write(chunk));
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const proxy: TcpProxy = {
    port,
    urlFor(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      mode = "cut";
      held.length = 0;
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    stall() {
      mode = "stall";
    },
    restore() {
      mode = "open";
      for (const write of held.splice(0)) write();
    },
    async close() {
      proxy.cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}

/** Host and port of a redis:// or postgresql:// URL. */
export function endpointOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || "127.0.0.1", port: Number(parsed.port || defaultPort) };
}
