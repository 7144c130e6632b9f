// A local stand-in for the Telegram Bot API (`POST /bot<token>/<method>`), for tests and e2e runs.
// Point a client at `apiRoot` (createBotApi(token, { apiRoot }) or TELEGRAM_API_ROOT), register the
// bot tokens it may use, then assert on the recorded calls or inject Telegram's failures.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { BodyError, readBotApiParams, type BotApiParams } from "./fake-bot-request.ts";
import { FakeApiError, FakeBot, type FakeBotUser, type FakeFailure } from "./fake-bot-methods.ts";

export type { FakeBotUser, FakeFailure } from "./fake-bot-methods.ts";

export interface FakeBotOptions {
  token: string;
  /** Defaults to the numeric prefix of the token, as in real tokens ("<bot id>:<secret>"). */
  id?: number;
  firstName?: string;
  username?: string;
}

export type FakeBotApiResponse = { ok: true; result: unknown; description?: string } | ({ ok: false } & FakeFailure);

export interface RecordedCall {
  /** Position in `calls`, from 0. */
  seq: number;
  token: string;
  /** Canonical name (e.g. "sendMessage") for known methods, else as requested. */
  method: string;
  params: BotApiParams;
  /** `performance.now()` when the request arrived: monotonic milliseconds, sub-ms resolution. */
  at: number;
  response: FakeBotApiResponse;
  /** `performance.now()` when the answer left; unset while a slow answer is still pending. */
  answeredAt?: number;
}

export interface FailureRule {
  /** Case-insensitive; omitted = every method. */
  method?: string;
  token?: string;
  /** Matches the request's chat_id; omitted = any request. */
  chatId?: number | string;
  /** How many matching calls fail; omitted = until the returned function removes the rule. */
  times?: number;
  failure: FakeFailure;
}

export const fakeFailures = {
  tooManyRequests: (retryAfterSeconds: number): FakeFailure => ({
    error_code: 429,
    description: `Too Many Requests: retry after ${retryAfterSeconds}`,
    parameters: { retry_after: retryAfterSeconds },
  }),
  botBlocked: (): FakeFailure => ({ error_code: 403, description: "Forbidden: bot was blocked by the user" }),
  chatNotFound: (): FakeFailure => ({ error_code: 400, description: "Bad Request: chat not found" }),
};

const UNAUTHORIZED: FakeFailure = { error_code: 401, description: "Unauthorized" };
const NOT_FOUND: FakeFailure = { error_code: 404, description: "Not Found" };
const PATH_PATTERN = /^\/bot([^/]+)\/([A-Za-z0-9_]+)$/;

export interface FakeBotApi {
  /** Pass as grammY's `apiRoot`, e.g. "http://127.0.0.1:40123". */
  readonly apiRoot: string;
  /** Every request in the order answered, failures included; live, cleared by `reset()`. */
  readonly calls: readonly RecordedCall[];
  addBot(options: FakeBotOptions): FakeBotUser;
  removeBot(token: string): void;
  callsTo(method: string): RecordedCall[];
  /** Makes matching calls answer `rule.failure`; returns a function that removes the rule. */
  injectFailure(rule: FailureRule): () => void;
  /** The next `times` calls of `method` fail, e.g. with `fakeFailures.tooManyRequests(3)`. */
  failNext(method: string, times: number, failure: FakeFailure): () => void;
  /** Every answer leaves `ms` after its request arrived (a slow Telegram) until undone. */
  delayAnswers(ms: number): () => void;
  /** Every call addressed to `chatId` answers 403 "bot was blocked by the user" until undone. */
  blockChat(chatId: number | string, token?: string): () => void;
  /** Resolves with the first recorded call (past or future) matching `predicate`. */
  waitForCall(predicate: (call: RecordedCall) => boolean, timeoutMs?: number): Promise<RecordedCall>;
  /** Forgets calls and failure rules; bots and their state stay. */
  reset(): void;
  stop(): Promise<void>;
}

export async function startFakeBotApi(options: { bots?: FakeBotOptions[] } = {}): Promise<FakeBotApi> {
  const bots = new Map<string, FakeBot>();
  const calls: RecordedCall[] = [];
  let rules: FailureRule[] = [];
  const listeners = new Set<(call: RecordedCall) => void>();
  let answerDelayMs = 0;

  const takeFailure = (token: string, method: string, params: BotApiParams): FakeFailure | undefined => {
    const rule = rules.find(
      (candidate) =>
        (candidate.method === undefined || candidate.method.toLowerCase() === method.toLowerCase()) &&
        (candidate.token === undefined || candidate.token === token) &&
        (candidate.chatId === undefined || String(candidate.chatId) === String(params.chat_id)),
    );
    if (rule?.times !== undefined && --rule.times <= 0) rules = rules.filter((candidate) => candidate !== rule);
    return rule?.failure;
  };

  const answer = (token: string, method: string, params: BotApiParams): FakeBotApiResponse => {
    const bot = bots.get(token);
    if (!bot) return { ok: false, ...UNAUTHORIZED };
    const implementation = bot.methods[method];
    if (!implementation) return { ok: false, ...NOT_FOUND };
    const failure = takeFailure(token, method, params);
    if (failure) return { ok: false, ...failure };
    try {
      const { result, description } = implementation(params);
      return description === undefined ? { ok: true, result } : { ok: true, result, description };
    } catch (error) {
      if (error instanceof FakeApiError) return { ok: false, ...error.failure };
      throw error;
    }
  };

  const record = (call: Omit<RecordedCall, "seq">): RecordedCall => {
    const recorded = { seq: calls.length, ...call };
    calls.push(recorded);
    for (const listener of listeners) listener(recorded);
    return recorded;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const at = performance.now();
    const url = new URL(request.url ?? "/", "http://fake.invalid");
    const match = PATH_PATTERN.exec(url.pathname);
    if (!match) return send(response, { ok: false, ...NOT_FOUND });
    const token = match[1]!;
    const method = canonicalMethod(bots.get(token), match[2]!);
    let params: BotApiParams = {};
    let reply: FakeBotApiResponse;
    try {
      params = await readBotApiParams(request, url);
      reply = answer(token, method, params);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      reply = { ok: false, error_code: error.status, description: error.message };
    }
    const recorded = record({ token, method, params, at, response: reply });
    if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
    send(response, reply);
    recorded.answeredAt = performance.now();
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, { ok: false, error_code: 500, description: `Internal Server Error: ${String(error)}` });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const api: FakeBotApi = {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    addBot(bot) {
      const user = botUser(bot);
      bots.set(bot.token, new FakeBot(user));
      return user;
    },
    removeBot: (token) => void bots.delete(token),
    callsTo: (method) => calls.filter((call) => call.method.toLowerCase() === method.toLowerCase()),
    injectFailure(rule) {
      const own = { ...rule };
      rules.push(own);
      return () => {
        rules = rules.filter((candidate) => candidate !== own);
      };
    },
    failNext: (method, times, failure) => api.injectFailure({ method, times, failure }),
    delayAnswers(ms) {
      answerDelayMs = ms;
      return () => {
        answerDelayMs = 0;
      };
    },
    blockChat: (chatId, token) => api.injectFailure({ chatId, failure: fakeFailures.botBlocked(), ...(token && { token }) }),
    waitForCall(predicate, timeoutMs = 2000) {
      const seen = calls.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const listener = (call: RecordedCall) => {
          if (!predicate(call)) return;
          cleanup();
          resolve(call);
        };
        const timer = setTimeout(() => {
          cleanup();
          const methods = calls.map((call) => call.method).join(", ") || "none";
          reject(new Error(`No matching Bot API call within ${timeoutMs} ms (calls so far: ${methods})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(listener);
        };
        listeners.add(listener);
      });
    },
    reset() {
      calls.length = 0;
      rules = [];
      answerDelayMs = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  for (const bot of options.bots ?? []) api.addBot(bot);
  return api;
}

function send(response: ServerResponse, reply: FakeBotApiResponse): void {
  response.writeHead(reply.ok ? 200 : reply.error_code, { "content-type": "application/json" });
  response.end(JSON.stringify(reply));
}

function canonicalMethod(bot: FakeBot | undefined, requested: string): string {
  const known = Object.keys(bot?.methods ?? {}).find((name) => name.toLowerCase() === requested.toLowerCase());
  return known ?? requested;
}

function botUser(options: FakeBotOptions): FakeBotUser {
  const id = options.id ?? Number(options.token.split(":")[0]);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Fake bot needs a numeric id or a "<id>:<secret>" token: ${options.token}`);
  return { id, is_bot: true, first_name: options.firstName ?? "Test Bot", username: options.username ?? `test${id}_bot` };
}
