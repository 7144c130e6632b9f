import type { Context } from "grammy";

export interface BotDeps {
  /** Where the mini app lives, e.g. https://example.com/webapp/default */
  miniAppUrl: string;
}

export type BotContext = Context;
