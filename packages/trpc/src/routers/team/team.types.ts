// Team views (issue 16.1), shared by the team procedures of this folder.
import { z } from "zod";
import { email, id } from "@booking/contracts";

const isoInstant = z.string().meta({ description: "ISO 8601 instant" });
export const teamRole = z.enum(["ADMIN", "EXPERT"]);
const anyRole = z.enum(["OWNER", "ADMIN", "EXPERT", "CUSTOMER"]);
const channel = z.enum(["EMAIL", "TELEGRAM"]);

export const teamView = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      role: z.enum(["OWNER", "ADMIN", "EXPERT"]),
      joinedAt: isoInstant,
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.string(),
      role: teamRole,
      channel,
      email: z.string().nullable(),
      expiresAt: isoInstant,
      createdBy: z.string().nullable(),
    }),
  ),
  history: z
    .array(
      z.object({
        action: z.enum(["INVITED", "INVITATION_REVOKED", "JOINED", "ROLE_CHANGED", "REMOVED"]),
        actor: z.string().nullable().meta({ description: "Who did it" }),
        subject: z.string().nullable(),
        fromRole: anyRole.nullable(),
        toRole: anyRole.nullable(),
        at: isoInstant,
      }),
    )
    .meta({ description: "The latest team changes, newest first" }),
  used: z.number().int().meta({ description: "Members besides the owner plus open invitations" }),
  maxTeamMembers: z.number().int().nullable().meta({ description: "The plan's limit; null = unlimited" }),
  allowsExperts: z.boolean().meta({ description: "Whether the plan allows the EXPERT role (ENTERPRISE)" }),
});

export const createInvitationInput = z.object({
  role: teamRole,
  channel: channel
    .default("EMAIL")
    .meta({ description: "EMAIL: a link to send (or copy); TELEGRAM: a one-time t.me link to the platform bot" }),
  email: email.optional(),
});
export const createdInvitationView = z.object({
  id: z.string(),
  role: teamRole,
  channel,
  email: z.string().nullable(),
  expiresAt: isoInstant,
  link: z.string().nullable().meta({
    description:
      "The one-time invitation link: in the first answer only, never stored. A repeat of the request (same Idempotency-Key) answers null: withdraw the invitation and invite again if it was lost",
  }),
  emailed: z.boolean().meta({ description: "Whether the link was queued as an email to `email`" }),
});

export const idInput = z.object({ id });
export const changeRoleInput = z.object({ id, role: teamRole });
export const changeRoleResponse = z.object({ userId: z.string(), role: teamRole });
export const removedResponse = z.object({ removed: z.literal(true) });
export const revokedResponse = z.object({ revoked: z.literal(true) });

/** The invitation token from a link: 32 base64url characters (24 random bytes). */
export const tokenInput = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "Invalid invitation token" }) });
export const invitationPreview = z.object({
  role: teamRole,
  state: z.enum(["OPEN", "EXPIRED", "USED"]),
  expiresAt: isoInstant,
  tenantName: z.string(),
  invitedBy: z.string().nullable(),
  sentTo: z.string().nullable().meta({
    description: "An email invitation's address, masked (i***@example.com): only the account holding it, verified, may accept",
  }),
});
export const acceptedResponse = z.object({ role: teamRole });
