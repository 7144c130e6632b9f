// Reads Bot API parameters the four ways Telegram accepts them: URL query string, JSON,
// application/x-www-form-urlencoded and multipart/form-data (https://core.telegram.org/bots/api#making-requests).
import type { IncomingMessage } from "node:http";

export type BotApiParams = Record<string, unknown>;

export class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;

export async function readBotApiParams(request: IncomingMessage, url: URL): Promise<BotApiParams> {
  const params: BotApiParams = {};
  for (const [key, value] of url.searchParams) params[key] = decodeFormValue(value);
  const body = await readBody(request);
  if (body.length === 0) return params;

  const contentType = request.headers["content-type"] ?? "";
  if (contentType.startsWith("application/json")) return { ...params, ...parseJsonObject(body) };
  if (contentType.startsWith("application/x-www-form-urlencoded") || contentType.startsWith("multipart/form-data")) {
    // The WHATWG Request parses both form encodings, multipart boundaries included.
    const form = await new Request("http://fake.invalid/", { method: "POST", headers: { "content-type": contentType }, body })
      .formData()
      .catch(() => {
        throw new BodyError(400, "Bad Request: can't parse form data");
      });
    for (const [key, value] of form) {
      params[key] = typeof value === "string" ? decodeFormValue(value) : { file: value.name, size: value.size };
    }
    return params;
  }
  throw new BodyError(400, `Bad Request: unsupported content type "${contentType}"`);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyError(413, "Request Entity Too Large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseJsonObject(body: Buffer): BotApiParams {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    throw new BodyError(400, "Bad Request: can't parse JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BodyError(400, "Bad Request: JSON body must be an object");
  }
  return value as BotApiParams;
}

// Form and query values are strings; Telegram reads objects (reply_markup, commands, menu_button)
// from JSON-serialized strings there, so do the same to give handlers one shape.
function decodeFormValue(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
