// A process that sends a burst through one bot (tests of the shared flood limiter): TOKEN and
// API_ROOT name the bot and the Bot API stand-in, CHATS the chat ids (comma-separated, one message
// each, in order), REDIS_URL the shared limiter (unset: this process's own limiter, as without Redis).
import { Api } from "grammy";
import { Redis } from "ioredis";
import { createRateLimiter } from "../rate-limiter.ts";
import { createSharedRateLimiter } from "../shared-rate-limiter.ts";

const { TOKEN, API_ROOT, CHATS, REDIS_URL, LABEL } = process.env;
const redis = REDIS_URL ? new Redis(REDIS_URL) : undefined;
const api = new Api(TOKEN!, { apiRoot: API_ROOT });
api.config.use(redis ? createSharedRateLimiter({ redis, botId: TOKEN!.split(":")[0]! }) : createRateLimiter());
// Both processes start sending at the same moment (the test writes the time), as after a deploy.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.env.START_AT) - Date.now())));
await Promise.all(CHATS!.split(",").map((chat, i) => api.sendMessage(Number(chat), `${LABEL}-${i}`)));
await redis?.quit();
console.log("sent");
