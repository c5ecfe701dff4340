import type { UserInfo } from '@app/contract';
import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { NoticeAlert } from './NoticeAlert.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/** Public pages: header, `<main>`, footer. */
export function PublicShell({
  user,
  notice,
  children,
}: {
  user: UserInfo | null;
  notice?: string | null;
  children: ReactNode;
}) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader user={user} />
      <Box component="main" id="main" style={{ flex: 1 }}>
        {notice ? (
          <Container size="xl" px={{ base: 'md', sm: 'xl' }} pt="md">
            <NoticeAlert notice={notice} />
          </Container>
        ) : null}
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
