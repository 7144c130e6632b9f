// One webhook request: POST over node's http(s) with the SSRF guard on the connection itself
// (ssrf.ts) and ONE deadline for the whole exchange (issue 27.4): resolving the name, connecting,
// sending, and receiving the status line and headers must all fit in `timeoutMs`; a socket timeout
// would only bound the silence between two bytes, and a receiver dripping a byte a second held a
// 3 s call for 25 s. The answer's status is all that is kept: its body is read (for a clean end of
// the connection) up to MAX_BODY_BYTES and within the same deadline, then dropped.
import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import { ForbiddenAddressError, isPublicAddress, publicOnlyLookup } from "./ssrf.ts";

/** Bytes of a receiver's answer read at most (then the connection is closed). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface PostResult {
  status: number;
}

export function postJson(
  url: URL,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<PostResult> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address literal never reaches `lookup`: check it here.
  if (!options.allowPrivate && ipaddr.isValid(host) && !isPublicAddress(host)) return Promise.reject(new ForbiddenAddressError(host));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    /** Set once the status line and headers are in: the deadline then ends the body, not the delivery. */
    let answered: (() => void) | undefined;
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body).toString() },
        lookup: publicOnlyLookup(options.allowPrivate),
        // No keep-alive: each delivery has its own connection, closed when it ends.
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        answered = finish;
        response.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_BODY_BYTES) finish();
        });
        response.on("end", finish);
        response.on("error", finish);
        // The status is the answer; the body only ends the exchange (or the deadline does).
        function finish() {
          clearTimeout(deadline);
          response.destroy();
          resolve({ status });
        }
      },
    );
    const deadline = setTimeout(() => {
      if (answered) answered();
      else request.destroy(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on("error", (error) => {
      clearTimeout(deadline);
      if (answered) answered();
      else reject(error);
    });
    request.end(body);
  });
}
