import { router } from "../../init.ts";
import { acceptInvitationRoute } from "./accept-invitation.ts";
import { changeMemberRoleRoute } from "./change-member-role.ts";
import { createInvitationRoute } from "./create-invitation.ts";
import { getTeamRoute } from "./get-team.ts";
import { previewInvitationRoute } from "./preview-invitation.ts";
import { removeMemberRoute } from "./remove-member.ts";
import { revokeInvitationRoute } from "./revoke-invitation.ts";

/** The team (issue 16.1): the owner's screens under /api/account/team, the invitee's under /api/team. */
export const teamRouter = router({
  get: getTeamRoute,
  invite: createInvitationRoute,
  revokeInvitation: revokeInvitationRoute,
  changeRole: changeMemberRoleRoute,
  removeMember: removeMemberRoute,
  previewInvitation: previewInvitationRoute,
  acceptInvitation: acceptInvitationRoute,
});
