// @fastify/rate-limit's store with REDIS_URL: the counters live in Redis (shared by the processes)
// while Redis answers, and in this process's memory while it does not (RedisLink falls back within
// its command timeout and logs the outage once). Why not the plugin's own RedisStore: it waits on
// ioredis's offline queue for as long as Redis is away (10-15 s per request, then a 500), and for
// limiters made with `createRateLimit` it names keys `request-limit:undefinedundefined-<key>` (its
// `child()` prefixes the route's method and URL, which such a limiter has not). Keys here are
// `request-limit:<bucket>`, e.g. `request-limit:auth.webLogin:ip:1.2.3.4`.
import type { Redis } from "ioredis";
import type { RedisLink } from "@booking/telegram";
import { localCallCounters, type CallCounters } from "@booking/core";

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

/** Increments a fixed-window counter and returns [count, ms left]; the plugin's own script, minus its backoff options. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  return {current, tonumber(ARGV[1])}
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(current), ttl}
`;

export const REQUEST_LIMIT_PREFIX = "request-limit:";

/** The same fixed windows in memory: the fallback, and the store without Redis. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  incr(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + timeWindow };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count++;
    return { current: window.count, ttl: window.endsAt - now };
  }

  read(key: string): { current: number; ttl: number } {
    const now = Date.now();
    const window = this.windows.get(key);
    return window && window.endsAt > now ? { current: window.count, ttl: window.endsAt - now } : { current: 0, ttl: 0 };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** A store class for `@fastify/rate-limit`'s `store` option (it calls `new Store(options)`). */
export function fallbackRateLimitStore(link: RedisLink | undefined) {
  const local = new LocalWindows();
  const evalPair = (client: Redis, script: string, key: string, ...args: (string | number)[]) =>
    client.eval(script, 1, key, ...args) as Promise<[number, number]>;

  return class FallbackRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = REQUEST_LIMIT_PREFIX + key;
      const run = link
        ? link.run(
            async (client) => {
              const [current, ttl] = await evalPair(client, INCREMENT, fullKey, timeWindow);
              return { current, ttl };
            },
            () => local.incr(fullKey, timeWindow),
          )
        : Promise.resolve(local.incr(fullKey, timeWindow));
      run.then(
        (result) => callback(null, result),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    read(key: string, callback: Callback): void {
      const fullKey = REQUEST_LIMIT_PREFIX + key;
      const run = link
        ? link.run(
            async (client) => {
              const [current, ttl] = await evalPair(client, READ, fullKey);
              return { current, ttl };
            },
            () => local.read(fullKey),
          )
        : Promise.resolve(local.read(fullKey));
      run.then(
        (result) => callback(null, result),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    /** Every limiter shares the one key space: keys name their procedure or bucket themselves. */
    child(): FallbackRateLimitStore {
      return this;
    }
  };
}

const ADD = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

const REMOVE = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return current
`;

/**
 * The counters of the limits counted once the caller is known (@booking/core limits: per account,
 * per procedure call, credential checks): in Redis while it answers, else in this process, in the
 * same `request-limit:` key space as the plugin's.
 */
export function redisCallCounters(link: RedisLink | undefined): CallCounters {
  const local = localCallCounters();
  if (!link) return local;
  return {
    add: (bucket, windowMs, calls) =>
      link.run(
        async (client) => {
          const [count, ttlMs] = (await client.eval(ADD, 1, REQUEST_LIMIT_PREFIX + bucket, windowMs, calls)) as [number, number];
          return { count, ttlMs };
        },
        () => local.add(bucket, windowMs, calls),
      ),
    remove: (bucket) =>
      link.run(
        async (client) => {
          await client.eval(REMOVE, 1, REQUEST_LIMIT_PREFIX + bucket);
        },
        () => local.remove(bucket),
      ),
  };
}
