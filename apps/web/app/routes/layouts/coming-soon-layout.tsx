import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../features/layout/BrandLogo.tsx';

/** Minimal frame for /coming-soon: the logo and the page. */
export default function ComingSoonLayout() {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container size="xl" py="md">
          <BrandLogo />
        </Container>
      </Box>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
