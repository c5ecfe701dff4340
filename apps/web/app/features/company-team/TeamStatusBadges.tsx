import type { CompanyUser } from '@app/contract';
import { TEAM_STATUSES, TeamMessage } from '@app/contract/client';
import { Badge, Group } from '@mantine/core';

const statusLabel = (status: string) => TEAM_STATUSES.find((s) => s.value === status)?.label ?? status;

/** Active or locked, and whether the invitation is still waiting for a password. */
export function TeamStatusBadges({ member }: { member: Pick<CompanyUser, 'status' | 'invitation_pending'> }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={member.status === 'locked' ? 'red' : 'green'} data-testid="member-status">
        {statusLabel(member.status)}
      </Badge>
      {member.invitation_pending ? (
        <Badge variant="outline" color="gray">
          {TeamMessage.invitationPending}
        </Badge>
      ) : null}
    </Group>
  );
}
