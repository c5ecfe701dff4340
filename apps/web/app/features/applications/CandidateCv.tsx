import type { ApplicationCv, CandidateSummary as Summary } from '@app/contract';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypeDoc } from '@tabler/icons-react';
import { formatDate } from '../../lib/vn-time.ts';

const EMPTY = 'Chưa cập nhật';

function Fact({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        c={value ? undefined : 'dimmed'}
        data-testid={testId}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value ?? EMPTY}
      </Text>
    </div>
  );
}

const list = (items: string[]) => (items.length > 0 ? items.join(', ') : null);

/** What the candidate's profile holds (age, education, languages, wishes…); "Chưa cập nhật" when empty. */
export function CandidateSummary({ candidate }: { candidate: Summary | null }) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="tom-tat-ung-vien">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="tom-tat-ung-vien">
          Tóm tắt ứng viên
        </Title>
        {candidate ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="candidate-summary">
            <Fact
              label="Tuổi"
              testId="candidate-age"
              value={
                candidate.age !== null && candidate.birthday
                  ? `${candidate.age} tuổi (sinh ngày ${formatDate(candidate.birthday)})`
                  : null
              }
            />
            <Fact label="Giới tính" testId="candidate-gender" value={candidate.gender} />
            <Fact label="Tỉnh/thành phố" testId="candidate-province" value={candidate.province} />
            <Fact label="Học vấn" testId="candidate-education" value={candidate.education} />
            <Fact label="Ngoại ngữ" testId="candidate-language" value={candidate.language_level} />
            <Fact label="Kinh nghiệm" testId="candidate-experience" value={candidate.experience_years} />
            <Fact label="Kỹ năng" testId="candidate-skills" value={list(candidate.skills)} />
            <Fact
              label="Mong muốn: quốc gia"
              testId="candidate-wished-nations"
              value={list(candidate.wished_nations)}
            />
            <Fact
              label="Mong muốn: ngành nghề"
              testId="candidate-wished-fields"
              value={list(candidate.wished_fields)}
            />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed" data-testid="candidate-summary-guest">
            Ứng viên ứng tuyển không cần tài khoản nên không có hồ sơ trực tuyến; xem CV và lời nhắn.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The CV in its best view: a PDF in a frame, a photo as an image, Word as a clearly labelled download. */
export function CvPreview({ cv }: { cv: ApplicationCv | null }) {
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="cv-ung-vien">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="cv-ung-vien">
            CV của ứng viên
          </Title>
          {cv ? (
            <Badge variant="light" color="gray" tt="none" fw={500} data-testid="cv-file-name">
              {cv.file_name}
            </Badge>
          ) : null}
        </Group>
        {!cv ? (
          <Text size="sm" c="dimmed">
            Hồ sơ không kèm tệp CV.
          </Text>
        ) : cv.view === 'pdf' && cv.inline_url ? (
          <>
            {/* Phone browsers do not show a PDF inside a page: there it opens in its own tab. */}
            <Box visibleFrom="sm">
              <iframe
                src={cv.inline_url}
                title={`Xem trước ${cv.file_name}`}
                data-testid="cv-preview-pdf"
                style={{ width: '100%', height: '70vh', minHeight: 420, border: 0, borderRadius: 8 }}
              />
            </Box>
            <Text size="sm" hiddenFrom="sm" data-testid="cv-phone-hint">
              Nhấn "Xem CV" để mở tệp PDF bằng trình xem của điện thoại.
            </Text>
          </>
        ) : cv.view === 'image' && cv.inline_url ? (
          <Anchor href={cv.inline_url} target="_blank" rel="noopener">
            <Image
              src={cv.inline_url}
              alt={`Ảnh CV: ${cv.file_name}`}
              radius="md"
              data-testid="cv-preview-image"
            />
          </Anchor>
        ) : (
          <Group gap="xs" wrap="nowrap" data-testid="cv-word">
            <IconFileTypeDoc size={28} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              CV dạng Word không xem trước được trên trình duyệt. Tải về để mở bằng Microsoft Word hoặc Google
              Docs.
            </Text>
          </Group>
        )}
        {cv ? (
          <Group gap="xs">
            <Button
              component="a"
              href={cv.download_url}
              download={cv.file_name}
              variant="light"
              leftSection={<IconDownload size={16} />}
              data-testid="cv-download"
            >
              {cv.view === 'word' ? `Tải CV Word (${cv.file_name})` : 'Tải CV'}
            </Button>
            {cv.inline_url ? (
              <Button
                component="a"
                href={cv.inline_url}
                target="_blank"
                rel="noopener"
                variant="subtle"
                leftSection={<IconExternalLink size={16} />}
                data-testid="cv-open"
              >
                {cv.view === 'pdf' ? 'Xem CV' : 'Mở ảnh CV'}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
