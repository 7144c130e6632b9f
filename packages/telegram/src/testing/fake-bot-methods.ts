// One fake bot's state and the Bot API methods it answers, following the shapes documented at
// https://core.telegram.org/bots/api. Only what the platform uses; unknown methods answer 404 as
// Telegram does.
import type { BotApiParams } from "./fake-bot-request.ts";

export interface FakeFailure {
  error_code: number;
  description: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/** Thrown by a method to answer `{ ok: false, ... }`. */
export class FakeApiError extends Error {
  constructor(readonly failure: FakeFailure) {
    super(failure.description);
  }
}

export interface FakeBotUser {
  id: number;
  is_bot: true;
  first_name: string;
  username: string;
}

interface FakeChat {
  id: number;
  type: "private" | "group" | "supergroup";
  first_name?: string;
  title?: string;
}

interface FakeMessage {
  message_id: number;
  from: FakeBotUser;
  chat: FakeChat;
  date: number;
  text: string;
  edit_date?: number;
  reply_markup?: unknown;
}

interface Webhook {
  url: string;
  secret_token?: string;
  max_connections?: number;
  allowed_updates?: unknown;
}

export interface MethodOutcome {
  result: unknown;
  /** Telegram adds one to some successes, e.g. "Webhook was set". */
  description?: string;
}

const badRequest = (detail: string) => new FakeApiError({ error_code: 400, description: `Bad Request: ${detail}` });
const unixSeconds = () => Math.floor(Date.now() / 1000);
const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,256}$/;
const COMMAND_PATTERN = /^[a-z0-9_]{1,32}$/;

export class FakeBot {
  private webhook: Webhook | undefined;
  private readonly commands = new Map<string, unknown[]>();
  private readonly menuButtons = new Map<string, unknown>();
  private readonly messages = new Map<string, FakeMessage>();
  private readonly lastMessageId = new Map<number, number>();

  constructor(readonly user: FakeBotUser) {}

  /** Canonical method name (Bot API method names are case-insensitive) to its implementation. */
  readonly methods: Record<string, (params: BotApiParams) => MethodOutcome> = {
    getMe: () => ({
      result: { ...this.user, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false },
    }),
    sendMessage: (params) => {
      const chat = chatOf(params);
      const text = requireText(params);
      const messageId = (this.lastMessageId.get(chat.id) ?? 0) + 1;
      this.lastMessageId.set(chat.id, messageId);
      const message: FakeMessage = { message_id: messageId, from: this.user, chat, date: unixSeconds(), text };
      setInlineMarkup(message, params.reply_markup);
      this.messages.set(messageKey(chat.id, messageId), message);
      return { result: message };
    },
    editMessageText: (params) => this.edit(params, (message) => ({ ...message, text: requireText(params) })),
    editMessageReplyMarkup: (params) => this.edit(params, (message) => ({ ...message })),
    deleteMessage: (params) => {
      const key = messageKey(chatOf(params).id, Number(params.message_id));
      if (!this.messages.delete(key)) throw badRequest("message to delete not found");
      return { result: true };
    },
    answerCallbackQuery: (params) => {
      if (!params.callback_query_id) throw badRequest("query_id is empty");
      return { result: true };
    },
    setWebhook: (params) => {
      const url = typeof params.url === "string" ? params.url : "";
      if (url === "") return this.removeWebhook();
      if (!url.startsWith("https://")) throw badRequest("bad webhook: An HTTPS URL must be provided for webhook");
      const secret = params.secret_token;
      if (secret !== undefined && (typeof secret !== "string" || !SECRET_TOKEN_PATTERN.test(secret))) {
        throw badRequest("secret token contains unallowed characters");
      }
      this.webhook = {
        url,
        ...(typeof secret === "string" && { secret_token: secret }),
        ...(params.max_connections !== undefined && { max_connections: Number(params.max_connections) }),
        ...(params.allowed_updates !== undefined && { allowed_updates: params.allowed_updates }),
      };
      return { result: true, description: "Webhook was set" };
    },
    deleteWebhook: () => this.removeWebhook(),
    getWebhookInfo: () => {
      const { secret_token: _hidden, ...visible } = this.webhook ?? { url: "" };
      return { result: { ...visible, has_custom_certificate: false, pending_update_count: 0 } };
    },
    setChatMenuButton: (params) => {
      this.menuButtons.set(String(params.chat_id ?? ""), params.menu_button ?? { type: "default" });
      return { result: true };
    },
    getChatMenuButton: (params) => ({ result: this.menuButtons.get(String(params.chat_id ?? "")) ?? { type: "default" } }),
    setMyCommands: (params) => {
      const commands = params.commands;
      if (!Array.isArray(commands)) throw badRequest("can't parse commands JSON object");
      for (const entry of commands as Array<{ command?: unknown; description?: unknown }>) {
        const valid =
          typeof entry?.command === "string" &&
          COMMAND_PATTERN.test(entry.command) &&
          typeof entry.description === "string" &&
          entry.description.length >= 1 &&
          entry.description.length <= 256;
        if (!valid) throw badRequest("BOT_COMMAND_INVALID");
      }
      this.commands.set(commandsKey(params), commands);
      return { result: true };
    },
    getMyCommands: (params) => ({ result: this.commands.get(commandsKey(params)) ?? [] }),
  };

  private removeWebhook(): MethodOutcome {
    const had = this.webhook !== undefined;
    this.webhook = undefined;
    return { result: true, description: had ? "Webhook was deleted" : "Webhook is already deleted" };
  }

  private edit(params: BotApiParams, change: (message: FakeMessage) => FakeMessage): MethodOutcome {
    // Messages sent via inline mode are not stored by the fake; Telegram answers `true` for those.
    if (params.inline_message_id !== undefined) return { result: true };
    const key = messageKey(chatOf(params).id, Number(params.message_id));
    const current = this.messages.get(key);
    if (!current) throw badRequest("message to edit not found");
    const next = change(current);
    delete next.reply_markup;
    setInlineMarkup(next, params.reply_markup);
    // Telegram refuses no-op edits; bots that re-render keyboards must cope with this error.
    if (next.text === current.text && JSON.stringify(next.reply_markup) === JSON.stringify(current.reply_markup)) {
      throw badRequest(
        "message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message",
      );
    }
    next.edit_date = unixSeconds();
    this.messages.set(key, next);
    return { result: next };
  }
}

function chatOf(params: BotApiParams): FakeChat {
  const raw = params.chat_id;
  if (raw === undefined || raw === "") throw badRequest("chat_id is empty");
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id === 0) throw badRequest("chat not found");
  if (id > 0) return { id, type: "private", first_name: "User" };
  return String(id).startsWith("-100") ? { id, type: "supergroup", title: "Group" } : { id, type: "group", title: "Group" };
}

function requireText(params: BotApiParams): string {
  const text = params.text;
  if (typeof text !== "string" || text.trim() === "") throw badRequest("message text is empty");
  if (text.length > 4096) throw badRequest("message is too long");
  return text;
}

// Messages echo only inline keyboards; reply keyboards and removals are not part of a Message.
function setInlineMarkup(message: FakeMessage, markup: unknown): void {
  const inline = (markup as { inline_keyboard?: unknown[] } | undefined)?.inline_keyboard;
  if (Array.isArray(inline) && inline.length > 0) message.reply_markup = markup;
}

function messageKey(chatId: number, messageId: number): string {
  return `${chatId}:${messageId}`;
}

function commandsKey(params: BotApiParams): string {
  return JSON.stringify([params.scope ?? { type: "default" }, params.language_code ?? ""]);
}
