/** The two apply forms (with an account, as a guest) and the inputs they share. */
import { RESUME_ACCEPT, type Resume, ZApplyBody, ZGuestApplyBody } from '@app/contract';
import { APPLICATION_MESSAGE_MAX, ApplicationLabel } from '@app/contract/client';
import { applyConsentText } from '@app/contract/consent-text';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Progress,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconFileCv, IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { type FieldErrors, firstError, validateForm } from '../../lib/form-errors.ts';
import { formatDateTime } from '../../lib/vn-time.ts';
import type { PublicJobDetail } from '../jobs/job-posting-ld.ts';
import { forgetAppliedStatuses } from './AppliedBadge.tsx';
import {
  type ApplyOutcome,
  applyUrl,
  cvDescriptor,
  GUEST_APPLY_URL,
  submitApplication,
} from './apply-submit.ts';

import { ApplyText, NEW_CV } from './apply-text.ts';

/** Sending state shared by both forms: progress, field errors, the alert. */
function useSubmit(url: string, onSuccess: () => void) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  async function send(form: FormData) {
    setBusy(true);
    setAlert(null);
    setErrors({});
    setPercent(0);
    const outcome: ApplyOutcome = await submitApplication(url, form, setPercent);
    setBusy(false);
    setPercent(null);
    if (outcome.ok) {
      forgetAppliedStatuses();
      onSuccess();
      // The page now shows "already applied" (check call) under the dialog.
      revalidator.revalidate();
      return;
    }
    setErrors(outcome.errors);
    setAlert(outcome.message);
  }
  /** A field's message goes once the field changes. */
  const clear = (field: string) =>
    setErrors((old) => {
      if (!old[field]) return old;
      const { [field]: _gone, ...rest } = old;
      return rest;
    });
  return { busy, percent, errors, setErrors, clear, alert, setAlert, send };
}

function SubmitArea({
  busy,
  percent,
  alert,
}: {
  busy: boolean;
  percent: number | null;
  alert: string | null;
}) {
  return (
    <Stack gap="sm">
      {alert ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          data-testid="apply-error"
        >
          {alert}
        </Alert>
      ) : null}
      {percent !== null ? (
        <Stack gap={2} aria-live="polite">
          <Progress value={percent} size="sm" animated aria-label="Tiến độ tải hồ sơ lên" />
          <Text size="xs" c="dimmed">
            {ApplyText.uploading(percent)}
          </Text>
        </Stack>
      ) : null}
      <Button type="submit" loading={busy} fullWidth leftSection={<IconUpload size={18} />}>
        {ApplyText.submit}
      </Button>
    </Stack>
  );
}

function CvInput({
  file,
  onChange,
  error,
  required,
}: {
  file: File | null;
  onChange: (f: File | null) => void;
  error: string | undefined;
  required?: boolean;
}) {
  return (
    <FileInput
      label="Tệp CV"
      description="PDF, Word (doc, docx) hoặc ảnh (jpg, png, webp), tối đa 10 MB"
      placeholder="Chọn tệp CV"
      accept={RESUME_ACCEPT}
      value={file}
      onChange={onChange}
      error={error}
      required={required}
      clearable
      leftSection={<IconFileCv size={18} />}
      data-testid="apply-cv"
    />
  );
}

function MessageInput({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Textarea
      label={`${ApplicationLabel.message} tới nhà tuyển dụng`}
      description={`Không bắt buộc, tối đa ${APPLICATION_MESSAGE_MAX} ký tự (${value.length}/${APPLICATION_MESSAGE_MAX})`}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      autosize
      minRows={3}
      maxRows={6}
      name="message"
    />
  );
}

/**
 * The consent box (Decree 13/2023, ADR 0033): never ticked in advance; its text names the company
 * and the job, and is the text stored with the application.
 */
function ConsentBox({
  job,
  checked,
  onChange,
  error,
}: {
  job: PublicJobDetail;
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string | undefined;
}) {
  return (
    <Checkbox
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={applyConsentText(job.company_card.name, job.name)}
      error={error}
      name="consent"
      data-testid="apply-consent"
    />
  );
}

function resumeLabel(r: Resume): string {
  return r.kind === 'online' ? r.name : `${r.name} (tải lên ${formatDateTime(r.created_at)})`;
}

export function AccountApplyForm({
  job,
  resumes,
  onDone,
}: {
  job: PublicJobDetail;
  resumes: Resume[];
  onDone: () => void;
}) {
  const [choice, setChoice] = useState<string>(resumes[0] ? String(resumes[0].id) : NEW_CV);
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const s = useSubmit(applyUrl(job.id), onDone);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const useFile = choice === NEW_CV;
    const checked = validateForm(ZApplyBody, {
      job_id: job.id,
      resume_id: useFile ? undefined : choice,
      cv: useFile && file ? cvDescriptor(file) : undefined,
      message,
      consent,
    });
    if (!checked.ok) {
      // "Choose a profile or upload" means the file here: the new-CV option is selected.
      const { resume_id, ...rest } = checked.errors;
      s.setErrors(useFile && resume_id ? { ...rest, cv: resume_id } : checked.errors);
      return;
    }
    const form = new FormData();
    form.append('job_id', String(job.id));
    if (useFile && file) form.append('cv', file);
    else form.append('resume_id', choice);
    if (message.trim()) form.append('message', message);
    if (consent) form.append('consent', 'on');
    await s.send(form);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Radio.Group
          label="Chọn hồ sơ ứng tuyển"
          value={choice}
          onChange={(v) => {
            setChoice(v);
            s.clear('resume_id');
            s.clear('cv');
          }}
          error={firstError(s.errors, 'resume_id')}
        >
          <Stack gap="xs" mt={6}>
            {resumes.map((r) => (
              <Radio key={r.id} value={String(r.id)} label={resumeLabel(r)} />
            ))}
            <Radio value={NEW_CV} label="Tải lên CV mới" data-testid="apply-new-cv" />
          </Stack>
        </Radio.Group>
        {choice === NEW_CV ? (
          <CvInput
            file={file}
            onChange={(f) => {
              setFile(f);
              s.clear('cv');
            }}
            error={firstError(s.errors, 'cv')}
            required
          />
        ) : null}
        <MessageInput
          value={message}
          onChange={(v) => {
            setMessage(v);
            s.clear('message');
          }}
          error={firstError(s.errors, 'message')}
        />
        <ConsentBox
          job={job}
          checked={consent}
          onChange={(v) => {
            setConsent(v);
            s.clear('consent');
          }}
          error={firstError(s.errors, 'consent')}
        />
        <SubmitArea busy={s.busy} percent={s.percent} alert={s.alert} />
      </Stack>
    </form>
  );
}

export function GuestApplyForm({ job, onDone }: { job: PublicJobDetail; onDone: (email: string) => void }) {
  const location = useLocation();
  const [values, setValues] = useState({ name: '', phone: '', email: '' });
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const [consent, setConsent] = useState(false);
  const s = useSubmit(GUEST_APPLY_URL, () => onDone(values.email.trim()));
  const set = (k: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const v = e.currentTarget.value;
    setValues((old) => ({ ...old, [k]: v }));
    s.clear(k);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = validateForm(ZGuestApplyBody, {
      job_id: job.id,
      ...values,
      cv: file ? cvDescriptor(file) : undefined,
      message,
      consent,
    });
    if (!checked.ok) {
      s.setErrors(checked.errors);
      s.setAlert(null);
      return;
    }
    const form = new FormData();
    form.append('job_id', String(job.id));
    form.append('name', values.name.trim());
    form.append('phone', values.phone.trim());
    form.append('email', values.email.trim());
    if (file) form.append('cv', file);
    if (message.trim()) form.append('message', message);
    if (consent) form.append('consent', 'on');
    await s.send(form);
  };

  const login = `/dang-nhap?redirect=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Ứng tuyển không cần tài khoản, hoặc{' '}
          <Anchor component={Link} to={login} inherit>
            đăng nhập
          </Anchor>{' '}
          để dùng hồ sơ đã lưu và theo dõi trạng thái.
        </Text>
        <TextInput
          label={ApplicationLabel.name}
          value={values.name}
          onChange={set('name')}
          error={firstError(s.errors, 'name')}
          autoComplete="name"
          required
        />
        <TextInput
          label={ApplicationLabel.phone}
          value={values.phone}
          onChange={set('phone')}
          error={firstError(s.errors, 'phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
        />
        <TextInput
          label={ApplicationLabel.email}
          value={values.email}
          onChange={set('email')}
          error={firstError(s.errors, 'email')}
          type="email"
          autoComplete="email"
          required
        />
        <CvInput
          file={file}
          onChange={(f) => {
            setFile(f);
            s.clear('cv');
          }}
          error={firstError(s.errors, 'cv')}
          required
        />
        <MessageInput
          value={message}
          onChange={(v) => {
            setMessage(v);
            s.clear('message');
          }}
          error={firstError(s.errors, 'message')}
        />
        <ConsentBox
          job={job}
          checked={consent}
          onChange={(v) => {
            setConsent(v);
            s.clear('consent');
          }}
          error={firstError(s.errors, 'consent')}
        />
        <SubmitArea busy={s.busy} percent={s.percent} alert={s.alert} />
      </Stack>
    </form>
  );
}
