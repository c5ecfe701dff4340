import type { ApplicationStatus } from '@app/contract';
import { applicationStatusLabels, CHECK_MULTIPLE_MAX } from '@app/contract/client';
import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useRootData } from '../../root.tsx';

/*
 * "Đã ứng tuyển" on job cards for a logged-in seeker. The cards of a page ask together: ids wanted
 * in the same tick go in one `POST /jobapplication/check-multiple` (≤ 100 per call). Answers are kept
 * for the page's life, per account, and forgotten when the seeker applies.
 */

type Status = ApplicationStatus | null;

let owner: number | null = null;
const known = new Map<number, Status>();
const wanted = new Set<number>();
const listeners = new Set<() => void>();
let scheduled = false;

/** After an application: the next cards ask again. */
export function forgetAppliedStatuses(): void {
  known.clear();
}

async function flush() {
  scheduled = false;
  const ids = [...wanted];
  wanted.clear();
  for (let i = 0; i < ids.length; i += CHECK_MULTIPLE_MAX) {
    const chunk = ids.slice(i, i + CHECK_MULTIPLE_MAX);
    try {
      const res = await fetch('/api/jobapplication/check-multiple', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ job_ids: chunk }),
      });
      const body = (await res.json()) as { success?: boolean; data?: Record<string, Status> };
      if (!res.ok || !body.success || !body.data) continue;
      for (const id of chunk) known.set(id, body.data[String(id)] ?? null);
    } catch {
      // A badge is a hint: without an answer the card simply shows none.
    }
  }
  for (const l of listeners) l();
}

function want(userId: number, jobId: number) {
  if (owner !== userId) {
    owner = userId;
    known.clear();
  }
  if (known.has(jobId)) return;
  wanted.add(jobId);
  if (!scheduled) {
    scheduled = true;
    setTimeout(flush, 0);
  }
}

export function AppliedBadge({ jobId }: { jobId: number }) {
  const user = useRootData()?.user ?? null;
  const userId = user?.type === 'employee' ? user.id : null;
  const [status, setStatus] = useState<Status>(null);
  useEffect(() => {
    if (userId === null) return;
    const update = () => setStatus(known.get(jobId) ?? null);
    listeners.add(update);
    want(userId, jobId);
    update();
    return () => {
      listeners.delete(update);
    };
  }, [jobId, userId]);
  if (userId === null || !status) return null;
  return (
    <Badge
      size="xs"
      radius="sm"
      variant="filled"
      color="green"
      style={{ flexShrink: 0 }}
      title={applicationStatusLabels[status]}
      data-testid="job-card-applied"
    >
      Đã ứng tuyển
    </Badge>
  );
}
