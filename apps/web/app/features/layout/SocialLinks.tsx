import { ActionIcon, Group, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandTiktok, IconBrandYoutube } from '@tabler/icons-react';
import { socialLinks } from './footer-links.ts';

/** Zalo has no Tabler icon: its wordmark in text, which is also how Vietnamese users know it. */
function ZaloMark() {
  return (
    <Text component="span" fz={10} fw={800} lh={1} aria-hidden>
      Zalo
    </Text>
  );
}

const ICONS = {
  facebook: <IconBrandFacebook size={20} aria-hidden />,
  youtube: <IconBrandYoutube size={20} aria-hidden />,
  zalo: <ZaloMark />,
  tiktok: <IconBrandTiktok size={20} aria-hidden />,
};

export function SocialLinks() {
  return (
    <Group gap="xs">
      {socialLinks.map((link) => (
        <ActionIcon
          key={link.network}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          variant="light"
          size={40}
          radius="xl"
        >
          {ICONS[link.network]}
        </ActionIcon>
      ))}
    </Group>
  );
}
