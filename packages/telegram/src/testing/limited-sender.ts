// A process that sends a burst through one bot (tests of the shared flood limiter): TOKEN and
// API_ROOT name the bot and the Bot API stand-in, CHATS the chat ids (comma-separated, one message
// each, in order), REDIS_URL the shared limiter (unset: this process's own limiter, as without Redis).
import { Api } from "grammy";
import { createRateLimiter } from "../rate-limiter.ts";
import { RedisLink } from "../redis-link.ts";
import { createSharedRateLimiter } from "../shared-rate-limiter.ts";

const { TOKEN, API_ROOT, CHATS, REDIS_URL, LABEL } = process.env;
const redis = REDIS_URL ? new RedisLink(REDIS_URL, { log: { warn: console.warn, info: console.log } }) : undefined;
// Until connected the link sends through the local limiter; this test is about the shared one.
await redis?.connected(5_000);
const api = new Api(TOKEN!, { apiRoot: API_ROOT });
api.config.use(redis ? createSharedRateLimiter({ redis, botId: TOKEN!.split(":")[0]! }) : createRateLimiter());
// Both processes start sending at the same moment (the test writes the time), as after a deploy.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.env.START_AT) - Date.now())));
await Promise.all(CHATS!.split(",").map((chat, i) => api.sendMessage(Number(chat), `${LABEL}-${i}`)));
await redis?.close();
console.log("sent");
