// Both providers post JSON objects. The raw body wins when the route kept it, so what is verified
// is exactly what was received, not a framework's re-serialisation of it.
import { notificationRejected, type ProcessorName } from "./errors.ts";
import type { IncomingNotification } from "./types.ts";

export function notificationObject(processor: ProcessorName, request: IncomingNotification): Record<string, unknown> {
  let body: unknown = request.body;
  if (request.rawBody !== undefined) {
    try {
      body = JSON.parse(request.rawBody) as unknown;
    } catch {
      throw notificationRejected(processor, "body is not JSON");
    }
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw notificationRejected(processor, "body is not a JSON object");
  }
  return body as Record<string, unknown>;
}
