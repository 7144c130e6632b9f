// The bot's chat-level setup: the menu button beside the input field opens the mini app, and the
// command list in both languages. Set for all chats when a bot starts serving; /start sets the
// button again for its chat, in that user's language and towards the tenant they came for.
import type { Api } from "grammy";
import type { MenuButton } from "grammy/types";
import { LANGUAGES } from "@booking/contracts";
import { botTexts, type BotTexts } from "./texts.ts";

export function webAppMenuButton(text: string, url: string): MenuButton {
  return { type: "web_app", text, web_app: { url } };
}

function commandsOf(texts: BotTexts) {
  return (["start", "language", "help"] as const).map((command) => ({ command, description: texts.commands[command] }));
}

/** Default menu button (Russian, the app's default language) and the commands per language. */
export async function configureBotChat(api: Api, miniAppUrl: string): Promise<void> {
  await api.setChatMenuButton({ menu_button: webAppMenuButton(botTexts("ru").openApp, miniAppUrl) });
  await api.setMyCommands(commandsOf(botTexts("ru")));
  for (const language of LANGUAGES) await api.setMyCommands(commandsOf(botTexts(language)), { language_code: language });
}
