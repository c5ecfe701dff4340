import { ApplicationMessage, errorMessages } from '@app/contract/client';
import { Alert, Badge, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { notifyError } from '../../lib/notify.ts';
import type { PublicJobDetail } from '../jobs/job-posting-ld.ts';
import type { ApplyState } from './apply-state.ts';
import { ApplyText } from './apply-text.ts';

/** What stands where the apply button goes: the button, or why there is none. */
export function ApplyAction({
  job,
  state,
  onOpen,
  opening = false,
  compact = false,
}: {
  job: PublicJobDetail;
  state: ApplyState;
  onOpen: () => void;
  /** The dialog's code is on its way (first click): the button shows it is working. */
  opening?: boolean;
  compact?: boolean;
}) {
  if (state.viewer === 'employee' && state.check.applied && state.check.status) {
    return compact ? (
      <Badge
        color="green"
        variant="light"
        size="lg"
        data-testid="applied-state"
        title={ApplicationMessage.alreadyApplied}
      >
        Đã ứng tuyển
      </Badge>
    ) : (
      <Suspense fallback={null}>
        <LazyAppliedState status={state.check.status} />
      </Suspense>
    );
  }
  // Closed: the seeker who applied still sees their status above; others see why there is no button.
  if (job.state !== 'approved') {
    return compact ? null : (
      <Alert color="gray" variant="light" icon={<IconAlertCircle size={18} />} data-testid="apply-closed">
        {ApplyText.closed}
      </Alert>
    );
  }
  if (state.viewer === 'other') {
    return compact ? null : (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={errorMessages[1050]}
        data-testid="apply-other-type"
      >
        <Text size="sm">{ApplyText.otherType}</Text>
      </Alert>
    );
  }
  return (
    <Button
      onClick={onOpen}
      loading={opening}
      loaderProps={{ 'aria-label': ApplyText.opening }}
      size={compact ? 'sm' : 'md'}
      fullWidth={!compact}
      data-testid="apply-open"
    >
      {ApplyText.button}
    </Button>
  );
}

const loadDialog = () => import('./ApplyDialog.tsx');
/**
 * Only a seeker who applied sees its status: that block (badge, status colours, icon) loads then, not with
 * every visitor's job page (the server renders it; hydration waits for the chunk, keeping the HTML).
 */
const LazyAppliedState = lazy(() => import('./AppliedState.tsx').then((m) => ({ default: m.AppliedState })));

const LazyApplyDialog = lazy(() => loadDialog().then((m) => ({ default: m.ApplyDialog })));

/**
 * The apply dialog's state for a job page: closed until the first click, then 'loading' while its
 * code comes (the button shows a loader), then open. Once loaded it stays mounted, so closing
 * and opening again are instant and the close transition plays.
 */
export function useApplyDialog() {
  const [stage, setStage] = useState<'idle' | 'loading' | 'open' | 'closed'>('idle');
  const open = () => {
    if (stage === 'loading') return;
    if (stage === 'closed') {
      setStage('open');
      return;
    }
    setStage('loading');
    loadDialog().then(
      () => setStage('open'),
      () => {
        setStage('idle');
        notifyError({ message: ApplyText.loadFailed });
      },
    );
  };
  return { stage, open, close: () => setStage('closed') };
}

/** The dialog once asked for (`useApplyDialog`); nothing before the first click. */
export function ApplyDialogOnDemand({
  job,
  state,
  dialog,
}: {
  job: PublicJobDetail;
  state: ApplyState;
  dialog: ReturnType<typeof useApplyDialog>;
}) {
  if (dialog.stage === 'idle' || dialog.stage === 'loading') return null;
  return (
    <Suspense fallback={null}>
      <LazyApplyDialog job={job} state={state} opened={dialog.stage === 'open'} onClose={dialog.close} />
    </Suspense>
  );
}
