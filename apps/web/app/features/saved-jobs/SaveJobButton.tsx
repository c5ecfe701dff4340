import type { ErrorBody } from '@app/contract';
import { type FormEvent, type MouseEvent, useEffect } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { useRootData } from '../../root.tsx';
import { Icon } from '../icons/Icon.tsx';
import classes from './SaveJobButton.module.css';
import { useSavedJobIds } from './saved-jobs-context.tsx';

export const SAVE_JOB_ACTION = '/viec-lam-da-luu/toggle';
const LABEL = { save: 'Lưu việc làm', unsave: 'Bỏ lưu việc làm' } as const;

/** What the /viec-lam-da-luu/toggle resource route answers to a script. */
export type SaveJobResult =
  | { ok: true; saved: boolean; message: string }
  | { ok: false; error: Partial<ErrorBody> };

/**
 * The heart on job cards and the job page. Employees save and remove in place (a fetcher, the
 * new state shown at once, the server's message as a toast); without scripts the same form posts
 * and comes back to the page. Guests get a link to log in and return here; other types see nothing.
 */
export function SaveJobButton({ jobId, size = 'lg' }: { jobId: number; size?: 'md' | 'lg' }) {
  const user = useRootData()?.user ?? null;
  const location = useLocation();
  const savedIds = useSavedJobIds();
  const fetcher = useFetcher<SaveJobResult>();
  const result = fetcher.data;

  useEffect(() => {
    if (!result) return;
    if (result.ok) notifySuccess(result.message);
    else notifyError(result.error);
  }, [result]);

  const here = location.pathname + location.search;
  if (!user) {
    return (
      <Link
        to={`/dang-nhap?redirect=${encodeURIComponent(here)}`}
        className={classes.button}
        data-size={size}
        aria-label={LABEL.save}
        title={LABEL.save}
        data-testid="save-job"
      >
        <Icon name="heart" className={classes.icon} />
      </Link>
    );
  }
  if (user.type !== 'employee') return null;

  const pending = fetcher.formData?.get('saved');
  const saved =
    typeof pending === 'string'
      ? pending === '1'
      : result?.ok
        ? result.saved
        : (savedIds?.has(jobId) ?? false);

  // The second click of a double click, or any click while the last one is on its way, is
  // ignored: a double click saves once instead of saving and removing again.
  const onClick = (e: MouseEvent) => {
    if (e.detail > 1 || fetcher.state !== 'idle') e.preventDefault();
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (fetcher.state !== 'idle') return;
    const form = new FormData(e.currentTarget);
    form.delete('back');
    fetcher.submit(form, { method: 'post', action: SAVE_JOB_ACTION });
  };
  const label = saved ? LABEL.unsave : LABEL.save;
  return (
    <form method="post" action={SAVE_JOB_ACTION} onSubmit={onSubmit} className={classes.form}>
      <input type="hidden" name="job_id" value={jobId} />
      <input type="hidden" name="saved" value={saved ? '0' : '1'} />
      <input type="hidden" name="back" value={here} />
      <button
        type="submit"
        className={classes.button}
        data-size={size}
        aria-label={label}
        title={label}
        aria-pressed={saved}
        onClick={onClick}
        data-testid="save-job"
      >
        <Icon name={saved ? 'heartFilled' : 'heart'} className={classes.icon} />
      </button>
    </form>
  );
}
