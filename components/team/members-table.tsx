"use client";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { DateTime } from "@/components/ui/date-time";
import { useRevoke } from "@/components/team/use-revoke";
import type { PendingInvitationView, TeamMemberView } from "@/lib/domain/team/team-roster";

/** The team's members, each with a Remove button that ends their access at once. */
export function MembersTable({ members }: { members: TeamMemberView[] }) {
  const revoke = useRevoke<TeamMemberView>((member) => `/api/v1/team/members/${member._id}`, "Team member removed");
  const columns: Column<TeamMemberView>[] = [
    { key: "name", header: "Name", rowHeader: true, cell: (member) => member.name },
    { key: "email", header: "E-mail", className: "break-all", cell: (member) => member.email },
    { key: "role", header: "Role", cell: (member) => member.roleLabel },
    { key: "scope", header: "Events", cell: (member) => member.scope },
    { key: "since", header: "Joined", cell: (member) => <DateTime value={member.since} /> },
    {
      key: "action",
      header: "Action",
      cell: (member) => (
        <Button variant="outline" onClick={() => revoke.ask(member)}>
          Remove<span className="sr-only"> {member.name}</span>
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable caption="Team members" columns={columns} rows={members} minWidth="min-w-[44rem]" empty={{ title: "Nobody on your team yet." }} />
      <ConfirmDialog {...revoke.dialog} title="Remove from your team?" busyLabel="Removing...">
        {revoke.pending
          ? `${revoke.pending.name} loses access to ${revoke.pending.scope.toLowerCase() === "all events" ? "all your events" : revoke.pending.scope} at once.`
          : null}
      </ConfirmDialog>
    </>
  );
}

/** Invitations not yet accepted, each of which can be withdrawn. */
export function InvitationsTable({ invitations }: { invitations: PendingInvitationView[] }) {
  const withdraw = useRevoke<PendingInvitationView>((invitation) => `/api/v1/team/invitations/${invitation._id}`, "Invitation withdrawn");
  const columns: Column<PendingInvitationView>[] = [
    { key: "email", header: "E-mail", rowHeader: true, className: "break-all", cell: (invitation) => invitation.email },
    { key: "role", header: "Role", cell: (invitation) => invitation.roleLabel },
    { key: "scope", header: "Events", cell: (invitation) => invitation.scope },
    { key: "expires", header: "Expires", cell: (invitation) => <DateTime value={invitation.expiresAt} /> },
    {
      key: "action",
      header: "Action",
      cell: (invitation) => (
        <Button variant="outline" onClick={() => withdraw.ask(invitation)}>
          Withdraw<span className="sr-only"> the invitation of {invitation.email}</span>
        </Button>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption="Invitations waiting"
        columns={columns}
        rows={invitations}
        minWidth="min-w-[40rem]"
        empty={{ title: "No invitations waiting." }}
      />
      <ConfirmDialog {...withdraw.dialog} title="Withdraw this invitation?" busyLabel="Withdrawing...">
        {withdraw.pending ? `The link sent to ${withdraw.pending.email} stops working.` : null}
      </ConfirmDialog>
    </>
  );
}
