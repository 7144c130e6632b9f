// A tiny JSON HTTP server on 127.0.0.1 (random port) for provider stand-ins: records every request
// and lets a test inject faults (an HTTP error or a request that never gets an answer).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. "/v3/payments". */
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
}

export interface StandInReply {
  status: number;
  body?: unknown;
}

export type StandInHandler = (request: RecordedRequest) => StandInReply;

export interface HttpStandIn {
  /** Origin, e.g. http://127.0.0.1:43123 */
  origin: string;
  requests: RecordedRequest[];
  /** The next request is answered with this status and body instead of the normal handling. */
  failNext(status: number, body?: unknown): void;
  /** The next request is read and never answered (a provider that hangs). */
  hangNext(): void;
  close(): Promise<void>;
}

type Fault = { kind: "fail"; reply: StandInReply } | { kind: "hang" };

export async function startHttpStandIn(handler: StandInHandler): Promise<HttpStandIn> {
  const requests: RecordedRequest[] = [];
  const faults: Fault[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: (req.url ?? "/").split("?")[0] ?? "/",
        headers: req.headers,
        rawBody,
        body: parseJson(rawBody),
      };
      requests.push(recorded);
      const fault = faults.shift();
      if (fault?.kind === "hang") return; // leave the socket open; close() destroys it
      try {
        send(res, fault?.kind === "fail" ? fault.reply : handler(recorded));
      } catch (error) {
        send(res, { status: 500, body: { error: String(error) } });
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, body) => faults.push({ kind: "fail", reply: { status, body } }),
    hangNext: () => faults.push({ kind: "hang" }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parseJson(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, reply: StandInReply): void {
  const body = reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
  res.writeHead(reply.status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(body);
}
