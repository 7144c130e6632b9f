// `npm run bot`: the platform bot and the notification worker in a process of their own, on a
// PostgreSQL server (the embedded database belongs to the API process, which does the same work
// itself in development: see the README).
import { z } from "zod";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const envSchema = z.object({
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_BOT_USERNAME: optionalString,
  TELEGRAM_API_ROOT: z.url().default("https://api.telegram.org"),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  APP_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16, "APP_SECRET must be at least 16 characters").optional()),
});

export type BotEnv = z.infer<typeof envSchema>;

export function loadBotEnv(source: NodeJS.ProcessEnv = process.env): BotEnv {
  return envSchema.parse(source);
}
