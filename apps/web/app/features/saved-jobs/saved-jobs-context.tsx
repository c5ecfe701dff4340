import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Which of the jobs on the page the employee has saved, from the page loader's one batch call
 * (`GET employee/saved-jobs/ids`). Null where a page did not ask: the control then starts unsaved,
 * and pressing it only saves (an idempotent call), never removes by mistake.
 */
const SavedJobsContext = createContext<ReadonlySet<number> | null>(null);

export function SavedJobsProvider({ ids, children }: { ids: readonly number[]; children: ReactNode }) {
  const set = useMemo(() => new Set(ids), [ids]);
  return <SavedJobsContext.Provider value={set}>{children}</SavedJobsContext.Provider>;
}

export function useSavedJobIds(): ReadonlySet<number> | null {
  return useContext(SavedJobsContext);
}
