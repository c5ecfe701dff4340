import {
  REGISTER_TYPES,
  RegisterLabel,
  type RegisterType,
  registerTypeLabels,
  registrationEndpoints,
  ZRegisterBody,
  ZRequestRegisterBody,
} from '@app/contract';
import { dashboardPath, ErrorCode } from '@app/contract/client';
import {
  Anchor,
  Box,
  Button,
  Checkbox,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { apiFailure } from '../../features/account/feedback.ts';
import { PASSWORD_HINT } from '../../features/account/password-hints.ts';
import { RegisterCodeStep } from '../../features/account/RegisterCodeStep.tsx';
import type { ActionFeedback } from '../../lib/action-feedback.ts';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { tokenCookie } from '../../lib/cookies.server.ts';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import { withNotice } from '../../lib/notices.ts';
import { redirectIfLoggedIn } from '../../lib/session.server.ts';
import { useActionFeedback } from '../../lib/use-action-feedback.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Đăng ký tài khoản',
    description:
      'Tạo tài khoản ViệcXa miễn phí: người tìm việc ứng tuyển việc làm, xuất khẩu lao động và du học; doanh nghiệp đăng tin tuyển dụng.',
  });

const FORM_ID = 'register-form';
/** Fields sent back to refill the form when the page is rendered again without JavaScript (never passwords). */
const ECHOED = ['type', 'name', 'company_name', 'username', 'email', 'phone'] as const;
/** API refusals shown under a field rather than as a toast. */
const REQUEST_CODE_FIELDS = { [ErrorCode.EmailUsed]: 'email', [ErrorCode.PhoneUsed]: 'phone' };
const CONFIRM_CODE_FIELDS = {
  [ErrorCode.CodeInvalid]: 'code',
  [ErrorCode.CodeExpired]: 'code',
  [ErrorCode.AlreadyConfirmed]: 'code',
  [ErrorCode.EmailNotFound]: 'code',
};

interface RegisterResult extends ActionFeedback {
  step: 'form' | 'code';
  email?: string;
  /** Set each time a code was sent. */
  sentAt?: number;
  values?: Partial<Record<(typeof ECHOED)[number], string>>;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(context, request);
  // Links for employers open the form on "Doanh nghiệp" (/dang-ky?loai=doanh-nghiep).
  const type: RegisterType =
    new URL(request.url).searchParams.get('loai') === 'doanh-nghiep' ? 'company' : 'employee';
  return { type };
}

async function requestCode(
  context: Route.ActionArgs['context'],
  request: Request,
  form: Record<string, FormDataEntryValue>,
  resend: boolean,
) {
  const values: RegisterResult['values'] = {};
  for (const key of ECHOED) if (typeof form[key] === 'string') values[key] = form[key];
  const checked = validateForm(ZRequestRegisterBody, form);
  if (!checked.ok) {
    return data<RegisterResult>(
      { step: 'form', status: 422, fieldErrors: checked.errors, values },
      { status: 422 },
    );
  }
  const res = await callApi(context, request, registrationEndpoints.requestRegister, {
    body: checked.data,
    token: null,
  });
  if (!res.ok) {
    // A refused resend (too many mails) leaves the person on the code step with the toast.
    const step = resend && res.status === 429 ? 'code' : 'form';
    return data<RegisterResult>(
      { ...apiFailure(res, REQUEST_CODE_FIELDS), step, email: checked.data.email, values },
      { status: res.status },
    );
  }
  return data<RegisterResult>({
    step: 'code',
    status: 200,
    email: res.data.email,
    sentAt: Date.now(),
    values,
    ...(res.message ? { success: res.message } : {}),
  });
}

async function confirmCode(
  context: Route.ActionArgs['context'],
  request: Request,
  form: Record<string, FormDataEntryValue>,
) {
  const email = typeof form.email === 'string' ? form.email : '';
  const checked = validateForm(ZRegisterBody, form);
  if (!checked.ok) {
    return data<RegisterResult>(
      { step: 'code', email, status: 422, fieldErrors: checked.errors },
      { status: 422 },
    );
  }
  const res = await callApi(context, request, registrationEndpoints.register, {
    body: checked.data,
    token: null,
  });
  if (!res.ok) {
    return data<RegisterResult>(
      { ...apiFailure(res, CONFIRM_CODE_FIELDS), step: 'code', email },
      { status: res.status },
    );
  }
  // Signed in at once, as after a login (a new company then lands on the waiting page).
  return redirect(withNotice(dashboardPath(res.data.user.type), 'registered'), {
    headers: {
      'Set-Cookie': tokenCookie(getBridge(context).secureCookies, res.data.token, res.data.expiresIn),
    },
  });
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  if (form.intent === 'confirm') return confirmCode(context, request, form);
  return requestCode(context, request, form, form.intent === 'resend');
}

export default function RegisterPage() {
  const { type: initialType } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  const [type, setType] = useState<RegisterType>(
    (result?.values?.type as RegisterType | undefined) ?? initialType,
  );
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  // "Sửa thông tin" goes back to the form until the next answer arrives.
  const [editing, setEditing] = useState(false);
  // When the last code was sent; a refused code (an answer without sentAt) must not reset the wait.
  const [sentAt, setSentAt] = useState(result?.sentAt);
  useEffect(() => {
    if (result) setEditing(false);
    if (result?.sentAt) setSentAt(result.sentAt);
  }, [result]);
  useActionFeedback(result);

  const step = !editing && result?.step === 'code' && result.email ? 'code' : 'form';
  const errors = clientErrors ?? (result?.step === 'form' ? result.fieldErrors : undefined);
  const values = result?.values ?? {};
  const company = type === 'company';

  return (
    <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={440}>
      {step === 'code' && result?.email ? (
        <RegisterCodeStep
          email={result.email}
          sentAt={sentAt}
          serverErrors={result.fieldErrors}
          submitting={submitting}
          registerFormId={FORM_ID}
          onEdit={() => setEditing(true)}
        />
      ) : null}
      {/* Kept in the page during step 2: "Gửi lại mã" submits it again with what was typed. */}
      <Box style={step === 'code' ? { display: 'none' } : undefined}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={26}>
              Đăng ký tài khoản
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Miễn phí. Chúng tôi gửi mã xác nhận tới email của bạn.
            </Text>
          </div>
          <Form
            id={FORM_ID}
            method="post"
            noValidate
            onSubmit={(event) => {
              const submitter = (event.nativeEvent as SubmitEvent).submitter;
              const formValues = Object.fromEntries(new FormData(event.currentTarget, submitter));
              const checked = validateForm(ZRequestRegisterBody, formValues);
              setClientErrors(checked.ok ? undefined : checked.errors);
              if (!checked.ok) {
                event.preventDefault();
                setEditing(true);
              }
            }}
          >
            <Stack gap="sm">
              <div>
                <Text component="span" size="sm" fw={500} id="register-type-label">
                  Bạn là
                </Text>
                <SegmentedControl
                  name="type"
                  aria-labelledby="register-type-label"
                  value={type}
                  onChange={(v) => setType(v as RegisterType)}
                  data={REGISTER_TYPES.map((t) => ({ value: t, label: registerTypeLabels[t] }))}
                  fullWidth
                  size="md"
                  mt={6}
                  color="blue"
                />
                <Text size="xs" c="dimmed" mt={6}>
                  {company
                    ? 'Đăng tin tuyển dụng và quản lý hồ sơ ứng viên. Tài khoản doanh nghiệp được quản trị viên duyệt trước khi sử dụng.'
                    : 'Tìm và ứng tuyển việc làm, chương trình xuất khẩu lao động và du học.'}
                </Text>
                {firstError(errors, 'type') ? (
                  <Text c="red" size="sm">
                    {firstError(errors, 'type')}
                  </Text>
                ) : null}
              </div>
              {company ? (
                <TextInput
                  name="company_name"
                  label={RegisterLabel.companyName}
                  placeholder="Công ty TNHH …"
                  autoComplete="organization"
                  defaultValue={values.company_name}
                  error={firstError(errors, 'company_name')}
                  withAsterisk
                />
              ) : null}
              <TextInput
                name="name"
                label={company ? RegisterLabel.contactName : RegisterLabel.name}
                placeholder="Nguyễn Văn A"
                autoComplete="name"
                defaultValue={values.name}
                error={firstError(errors, 'name')}
                withAsterisk
              />
              <TextInput
                name="email"
                type="email"
                label={RegisterLabel.email}
                placeholder="email@vidu.vn"
                autoComplete="email"
                inputMode="email"
                defaultValue={values.email}
                error={firstError(errors, 'email')}
                withAsterisk
              />
              <TextInput
                name="phone"
                type="tel"
                label={RegisterLabel.phone}
                placeholder="0912345678"
                autoComplete="tel-national"
                inputMode="tel"
                defaultValue={values.phone}
                error={firstError(errors, 'phone')}
                withAsterisk
              />
              <TextInput
                name="username"
                label={RegisterLabel.username}
                description="Ít nhất 8 ký tự: chữ không dấu, chữ số, dấu . _ -"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                defaultValue={values.username}
                error={firstError(errors, 'username')}
                withAsterisk
              />
              <PasswordInput
                name="password"
                label={RegisterLabel.password}
                description={PASSWORD_HINT}
                autoComplete="new-password"
                error={firstError(errors, 'password')}
                withAsterisk
              />
              <PasswordInput
                name="password_confirmation"
                label={RegisterLabel.passwordConfirmation}
                autoComplete="new-password"
                error={firstError(errors, 'password_confirmation')}
                withAsterisk
              />
              <Checkbox
                name="agree_terms"
                mt="xs"
                error={firstError(errors, 'agree_terms')}
                label={
                  <>
                    Tôi đồng ý với{' '}
                    <Anchor component={Link} to="/dieu-khoan" target="_blank" inherit>
                      Điều khoản sử dụng
                    </Anchor>{' '}
                    và{' '}
                    <Anchor component={Link} to="/chinh-sach-bao-ve" target="_blank" inherit>
                      Chính sách bảo vệ dữ liệu cá nhân
                    </Anchor>
                    , cho phép ViệcXa xử lý thông tin tôi cung cấp để tạo và quản lý tài khoản.
                  </>
                }
              />
              <Button
                type="submit"
                name="intent"
                value="request"
                fullWidth
                size="md"
                mt="xs"
                loading={submitting}
              >
                Đăng ký
              </Button>
            </Stack>
          </Form>
          <Text size="sm" ta="center" c="dimmed">
            Đã có tài khoản?{' '}
            <Anchor component={Link} to="/dang-nhap">
              Đăng nhập
            </Anchor>
          </Text>
        </Stack>
      </Box>
    </Paper>
  );
}
