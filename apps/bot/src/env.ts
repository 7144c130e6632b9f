import { z } from "zod";

const envSchema = z.object({
  TELEGRAM_BOT_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  TELEGRAM_API_ROOT: z.url().default("https://api.telegram.org"),
  PUBLIC_URL: z.url().default("http://localhost:3000"),
});

export type BotEnv = z.infer<typeof envSchema>;

export function loadBotEnv(source: NodeJS.ProcessEnv = process.env): BotEnv {
  return envSchema.parse(source);
}
