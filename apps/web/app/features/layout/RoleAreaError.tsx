import { ErrorPage } from '../../components/ErrorPage.tsx';
import { useRootData } from '../../root.tsx';
import { PublicShell } from './PublicShell.tsx';

/**
 * The error boundary of every role area (admin, company, user, sale, leader-sale): guard refusals
 * (403 for another account type) and page errors, shown inside the public chrome.
 */
export function RoleAreaError({ error }: { error: unknown }) {
  const user = useRootData()?.user ?? null;
  return (
    <PublicShell user={user}>
      <ErrorPage error={error} />
    </PublicShell>
  );
}
