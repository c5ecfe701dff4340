import { type SocialProvider, socialProviderLabels } from '@app/contract';
import { Button, Divider, SimpleGrid, Stack } from '@mantine/core';
import { IconBrandFacebookFilled, IconBrandGoogle } from '@tabler/icons-react';
import { socialLoginHref } from '../../lib/social-login.ts';

const icons = {
  google: <IconBrandGoogle size={18} aria-hidden />,
  facebook: <IconBrandFacebookFilled size={18} aria-hidden />,
} as const;

/**
 * Google/Facebook sign-in (spec §1): plain links to the API, which redirects to the provider, so
 * they work before hydration and without JavaScript. Only enabled providers are shown.
 */
export function SocialLoginButtons({
  providers,
  redirect,
}: {
  providers: readonly SocialProvider[];
  redirect: string | null;
}) {
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label="hoặc đăng nhập bằng" labelPosition="center" />
      <SimpleGrid cols={{ base: 1, xs: providers.length }} spacing="sm">
        {providers.map((p) => (
          <Button
            key={p}
            component="a"
            href={socialLoginHref(p, redirect)}
            size="md"
            variant={p === 'facebook' ? 'filled' : 'default'}
            color={p === 'facebook' ? '#1877F2' : undefined}
            leftSection={icons[p]}
            data-testid={`social-login-${p}`}
          >
            {socialProviderLabels[p]}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
