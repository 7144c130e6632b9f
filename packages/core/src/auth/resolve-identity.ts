// Who is calling: a Bearer session and/or Telegram init data. Init data is validated against the
// platform bot and the tenant's own bot; whichever signed it is the bot that opened the app.
import { AppError } from "@booking/contracts";
import type { Membership, Session, Tenant, User } from "@booking/db";
import type { Deps } from "../deps.ts";
import type { Databases } from "../tenancy/databases.ts";
import type { ScopedDb } from "../tenancy/scoped-db.ts";
import { validateInitDataForAnyBot, type TelegramUser } from "@booking/telegram";
import { decryptSecret } from "../crypto/secret-box.ts";
import type { BearerSession } from "./caller.ts";
import { membershipOf } from "./identity-sql.ts";

export interface TelegramIdentity {
  user: TelegramUser;
  /** The token of the bot whose signature validated. */
  botToken: string;
  isPlatformBot: boolean;
  startParam?: string;
}

export interface Identity {
  user: User | null;
  session: Session | null;
  membership: Membership | null;
  telegram: TelegramIdentity | null;
  /**
   * The request carried init data that is genuine but older than the freshness window (docs/DECISIONS.md
   * "Expired launch data"): it identifies no one, and procedures that need an identity the request
   * then lacks answer TELEGRAM_INIT_DATA_EXPIRED instead of UNAUTHORIZED / noTelegramData.
   */
  telegramExpired: boolean;
}

/** The bots whose signature counts on the tenant's pages: the platform bot and the tenant's own, if active. */
export async function botTokensFor(db: ScopedDb, { config }: Deps): Promise<string[]> {
  const tokens = config.telegramBotToken ? [config.telegramBotToken] : [];
  const bot = await db.botConfig.findFirst();
  if (bot?.isActive && bot.tokenEncrypted) tokens.push(decryptSecret(bot.tokenEncrypted, config.appSecret));
  return tokens;
}

async function validateTelegram(dbs: Databases, deps: Deps, tenant: Tenant, initData: string): Promise<TelegramIdentity> {
  const { config } = deps;
  const tokens = await botTokensFor(dbs.tenant(tenant.id), deps);
  if (tokens.length === 0) throw new AppError("TELEGRAM_INIT_DATA_INVALID", "No bot is configured to validate Telegram init data");
  const { result, botToken } = validateInitDataForAnyBot(initData, tokens, { maxAgeSeconds: config.initDataMaxAgeSeconds });
  if (!result.user) throw new AppError("TELEGRAM_INIT_DATA_INVALID", "Telegram init data carries no user");
  return { user: result.user, botToken, isPlatformBot: botToken === config.telegramBotToken, startParam: result.startParam };
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
}

export async function resolveIdentity(
  dbs: Databases,
  deps: Deps,
  tenant: Tenant,
  // `bearerSession`: the Bearer token's session as lookUpCaller found it (caller.ts).
  req: { initData?: string; bearerSession: BearerSession | null | undefined },
): Promise<Identity> {
  let user: User | null = null;
  let session: Session | null = null;
  let telegram: TelegramIdentity | null = null;
  let telegramExpired = false;

  let membership: Membership | null = null;
  if (req.bearerSession !== undefined) {
    if (!req.bearerSession) throw new AppError("UNAUTHORIZED", "Session is invalid or expired");
    ({ user, membership, ...session } = req.bearerSession);
  }
  if (req.initData) {
    try {
      telegram = await validateTelegram(dbs, deps, tenant, req.initData);
    } catch (error) {
      // Expired launch data is a stale header, not an attack: the request goes on without it
      // (public pages keep working, a Bearer session still counts); forged data is still refused.
      if (!(error instanceof AppError) || error.code !== "TELEGRAM_INIT_DATA_EXPIRED") throw error;
      telegramExpired = true;
    }
    // A Telegram user with a linked account is authenticated without a password.
    if (telegram && !user) {
      user = await dbs.platform.user.findUnique({ where: { telegramId: BigInt(telegram.user.id) } });
      membership = user ? ((await dbs.sql.rows(membershipOf, [tenant.id, user.id]))[0] ?? null) : null;
    }
  }
  // A tenant's own bot token is in its owner's hands, so its signature is only as good as that
  // owner's word: it identifies members of that tenant, never an arbitrary platform account.
  const vouched = !!session || !telegram || telegram.isPlatformBot || !!membership;
  return { user: vouched ? user : null, session, membership, telegram, telegramExpired };
}
