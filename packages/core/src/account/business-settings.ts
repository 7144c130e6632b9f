// Business settings (issue 15.5): the owner's name, description, contacts, time zone and logo for
// the storefront. The logo's bytes live in TenantLogo (the database, so every API process serves
// it); the tenant row keeps only its hash, which is part of the logo's URL: a new logo is a new
// URL, so the old one may be cached for good (media.ts in the API).
import { createHash } from "node:crypto";
import { AppError, LOGO_MAX_BYTES, logoContentTypeOf, type LogoContentType } from "@booking/contracts";
import type { Tenant } from "@booking/db";
import type { ScopedDb } from "../tenancy/scoped-db.ts";

export interface BusinessContacts {
  phone: string | null;
  email: string | null;
  /** A Telegram username without "@" (https://t.me/<telegram>). */
  telegram: string | null;
  address: string | null;
  website: string | null;
}

export interface BusinessSettings {
  name: string;
  description: string | null;
  timeZone: string;
  currency: string;
  /** Path of the logo on this server (`/media/logos/<tenant>/<hash>`), null without one. */
  logoUrl: string | null;
  contacts: BusinessContacts;
}

export type BusinessSettingsUpdate = Omit<BusinessSettings, "currency" | "logoUrl">;

type BusinessColumns = Pick<
  Tenant,
  | "id"
  | "displayName"
  | "description"
  | "timeZone"
  | "currency"
  | "logoHash"
  | "contactPhone"
  | "contactEmail"
  | "contactTelegram"
  | "contactAddress"
  | "contactWebsite"
>;

export const LOGO_PATH_PREFIX = "/media/logos";

export function logoPathOf(tenant: Pick<Tenant, "id" | "logoHash">): string | null {
  return tenant.logoHash ? `${LOGO_PATH_PREFIX}/${tenant.id}/${tenant.logoHash}` : null;
}

export function contactsOf(tenant: BusinessColumns): BusinessContacts {
  return {
    phone: tenant.contactPhone,
    email: tenant.contactEmail,
    telegram: tenant.contactTelegram,
    address: tenant.contactAddress,
    website: tenant.contactWebsite,
  };
}

export function businessSettingsOf(tenant: BusinessColumns): BusinessSettings {
  return {
    name: tenant.displayName,
    description: tenant.description,
    timeZone: tenant.timeZone,
    currency: tenant.currency,
    logoUrl: logoPathOf(tenant),
    contacts: contactsOf(tenant),
  };
}

/**
 * Saves the settings (already validated: canonical zone, E.164 phone...). Bookings and slots are
 * stored as instants, so a new time zone keeps each at its real moment; only how its date and time
 * read changes.
 */
export async function updateBusinessSettings(db: ScopedDb, tenantId: string, input: BusinessSettingsUpdate): Promise<BusinessSettings> {
  const { contacts } = input;
  const tenant = await db.tenant.update({
    where: { id: tenantId },
    data: {
      displayName: input.name,
      description: input.description,
      timeZone: input.timeZone,
      contactPhone: contacts.phone,
      contactEmail: contacts.email,
      contactTelegram: contacts.telegram,
      contactAddress: contacts.address,
      contactWebsite: contacts.website,
    },
  });
  return businessSettingsOf(tenant);
}

/** Checks an upload by its bytes (never by a name or a declared type) and makes it the logo. */
export async function setTenantLogo(db: ScopedDb, tenantId: string, bytes: Uint8Array): Promise<{ logoUrl: string }> {
  if (bytes.length > LOGO_MAX_BYTES) throw new AppError("LOGO_TOO_LARGE", undefined, { field: "image" });
  const contentType = logoContentTypeOf(bytes);
  if (!contentType) throw new AppError("LOGO_TYPE_NOT_SUPPORTED", undefined, { field: "image" });
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  const data = { hash, contentType, bytes: Buffer.from(bytes) };
  await db.$transaction([
    db.tenantLogo.upsert({ where: { tenantId }, create: { tenantId, ...data }, update: data }),
    db.tenant.update({ where: { id: tenantId }, data: { logoHash: hash } }),
  ]);
  return { logoUrl: logoPathOf({ id: tenantId, logoHash: hash })! };
}

export async function removeTenantLogo(db: ScopedDb, tenantId: string): Promise<void> {
  await db.$transaction([db.tenantLogo.deleteMany({}), db.tenant.update({ where: { id: tenantId }, data: { logoHash: null } })]);
}

/** The tenant's logo when `hash` is its current one (an old URL is gone, not another picture). */
export async function readTenantLogo(db: ScopedDb, hash: string): Promise<{ bytes: Uint8Array; contentType: LogoContentType } | null> {
  const logo = await db.tenantLogo.findFirst({ where: { hash } });
  return logo ? { bytes: logo.bytes, contentType: logo.contentType as LogoContentType } : null;
}
