// One webhook request: POST over node's http(s) with the SSRF guard on the connection itself
// (ssrf.ts), a hard timeout, and nothing of the answer kept but its status.
import http from "node:http";
import https from "node:https";
import ipaddr from "ipaddr.js";
import { ForbiddenAddressError, isPublicAddress, publicOnlyLookup } from "./ssrf.ts";

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
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body).toString() },
        lookup: publicOnlyLookup(options.allowPrivate),
        timeout: options.timeoutMs,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}
