export * from "./invitations.ts";
export * from "./invitation-acceptance.ts";
export * from "./members.ts";
export { TEAM_ROLES, type TeamRole } from "./team-roles.ts";
