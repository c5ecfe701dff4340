import { CatalogLabel, usageText } from '@app/contract/client';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGitMerge, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';

interface DeleteEntryProps {
  kind: 'field' | 'tag';
  name: string;
  usage: { job_count: number; company_count: number };
  /** Entries it may be merged into (same activity for a field). */
  targets: { value: string; label: string }[];
  /** Changes when the action answered: the dialog closes then. */
  result?: unknown;
}

/**
 * Delete, or merge into another entry, in a dialog. An entry in use must be merged (the API refuses
 * otherwise): the dialog says how many jobs and companies use it and asks where they go.
 */
export function DeleteEntry({ kind, name, usage, targets, result }: DeleteEntryProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [target, setTarget] = useState<string | null>(null);
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  const inUse = usage.job_count + usage.company_count > 0;
  const what = kind === 'field' ? 'lĩnh vực' : 'thẻ';
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on each new action result
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    close();
  }, [result, close]);

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={inUse ? <IconGitMerge size={16} /> : <IconTrash size={16} />}
        onClick={open}
      >
        {inUse ? 'Gộp hoặc xóa' : 'Xóa'}
      </Button>
      <Modal opened={opened} onClose={close} title={`Xóa ${what} “${name}”?`} centered>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <Stack gap="md">
            {inUse ? (
              <>
                <Alert color="yellow" variant="light">
                  {`${kind === 'field' ? 'Lĩnh vực' : 'Thẻ'} này đang được ${usageText(usage)} sử dụng. Chọn một ${what} khác: các tin tuyển dụng và công ty sẽ được chuyển sang đó, rồi “${name}” bị xóa.`}
                </Alert>
                <Select
                  name="merge_into"
                  label={CatalogLabel.mergeInto}
                  placeholder={`Chọn ${what}`}
                  data={targets}
                  value={target}
                  onChange={setTarget}
                  searchable
                  nothingFoundMessage="Không có kết quả"
                  withAsterisk
                  comboboxProps={{ withinPortal: false }}
                />
              </>
            ) : (
              <Text size="sm">{`Chưa có tin tuyển dụng hay công ty nào dùng ${what} này. Xóa vĩnh viễn?`}</Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={submitting}>
                Hủy
              </Button>
              <Button type="submit" color="red" loading={submitting} disabled={inUse && !target}>
                {inUse ? `Gộp và xóa` : `Xóa ${what}`}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </>
  );
}
