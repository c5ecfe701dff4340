import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from './BrandLogo.tsx';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { footerLinkGroups } from './footer-links.ts';
import { SocialLinks } from './SocialLinks.tsx';

/** The public footer (spec §2): brand, social links, newsletter, four link groups, copyright. */
export function SiteFooter() {
  return (
    <Box component="footer" bg="gray.0" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="xl" px={{ base: 'md', sm: 'xl' }} py={{ base: 'xl', sm: 48 }}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing={{ base: 'xl', lg: 'lg' }} verticalSpacing="xl">
          <Stack gap="md">
            <BrandLogo />
            <Text size="sm" c="dimmed" lh={1.6}>
              Việc làm trong nước, xuất khẩu lao động và du học: tin đăng được kiểm duyệt, chi phí minh bạch.
            </Text>
            <SocialLinks />
            <FooterNewsletter />
          </Stack>
          {footerLinkGroups.map((group) => (
            <Stack key={group.title} component="nav" aria-label={group.title} gap="sm">
              <Title order={2} fz="sm" fw={700} c="dark.7" tt="uppercase" style={{ letterSpacing: 0.4 }}>
                {group.title}
              </Title>
              {group.links.map((link) => (
                <Anchor key={link.href} component={Link} to={link.href} size="sm" c="gray.7" py={2}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm" c="dimmed" ta={{ base: 'left', sm: 'center' }}>
          © 2026 ViệcXa. Bảo lưu mọi quyền.
        </Text>
      </Container>
    </Box>
  );
}
