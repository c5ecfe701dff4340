import { FileInput, Group, Image, Input } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/**
 * The picture field of the job posting and article forms (multipart field `thumbnail`): the stored
 * picture beside a file input; no file chosen keeps it.
 */
export function ThumbnailInput({
  thumbnail,
  error,
}: {
  thumbnail: string | null | undefined;
  error?: string;
}) {
  return (
    <Input.Wrapper label="Ảnh đại diện (jpeg, png, webp, tối đa 3 MB)" error={error}>
      <Group gap="md" mt={4} wrap="nowrap" align="center">
        {thumbnail ? (
          <Image src={thumbnail} alt="Ảnh đại diện hiện tại" w={72} h={54} radius="sm" fit="cover" />
        ) : null}
        <FileInput
          name="thumbnail"
          accept="image/jpeg,image/png,image/webp"
          placeholder={thumbnail ? 'Chọn ảnh khác' : 'Chọn ảnh'}
          leftSection={<IconPhoto size={16} aria-hidden />}
          clearable
          error={Boolean(error)}
          fileInputProps={{ 'aria-label': 'Chọn ảnh đại diện' }}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
