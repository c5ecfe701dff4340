import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';

/** What the /newsletter resource route answers. */
interface NewsletterResult {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
}

/** The footer's newsletter box: POST /newsletter without leaving the page. */
export function FooterNewsletter() {
  const fetcher = useFetcher<NewsletterResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = result && !result.ok ? (result.fieldErrors?.email?.[0] ?? result.message) : undefined;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form method="post" action="/newsletter" ref={formRef} noValidate>
      <Stack gap={8}>
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          label="Nhận tin chương trình mới qua email"
          placeholder="email@cua-ban.vn"
          leftSection={<IconMail size={16} aria-hidden />}
          error={error}
          required
          data-testid="newsletter-email"
        />
        <Button type="submit" loading={fetcher.state !== 'idle'} data-testid="newsletter-submit">
          Đăng ký
        </Button>
        {result?.ok ? (
          <Text size="sm" c="green.8" role="status" data-testid="newsletter-message">
            {result.message}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          Bằng việc đăng ký, bạn đồng ý nhận email từ ViệcXa và có thể hủy bất cứ lúc nào.{' '}
          <Anchor component={Link} to="/chinh-sach-bao-ve" inherit>
            Chính sách bảo vệ dữ liệu
          </Anchor>
        </Text>
      </Stack>
    </fetcher.Form>
  );
}
