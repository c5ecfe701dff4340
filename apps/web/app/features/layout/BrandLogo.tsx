import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The ViệcXa mark: a blue rounded square with a white paper plane (same drawing as favicon.svg). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0b6bcb" />
      <path d="M13 31.5 51 15 41.5 50 31 40.5Z" fill="#fff" />
      <path d="M31 40.5 51 15 27 37.5 29 48Z" fill="#cfe3f8" />
    </svg>
  );
}

/** The logo, linking home. */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <Link to="/" aria-label="ViệcXa – về trang chủ" style={{ textDecoration: 'none', flexShrink: 0 }}>
      <Group gap={8} wrap="nowrap">
        <BrandMark size={size} />
        <Text
          component="span"
          fw={800}
          fz={size >= 32 ? 22 : 18}
          lh={1}
          c="dark.8"
          style={{ letterSpacing: -0.3 }}
        >
          Việc
          <Text component="span" inherit c="blue.7">
            Xa
          </Text>
        </Text>
      </Group>
    </Link>
  );
}
