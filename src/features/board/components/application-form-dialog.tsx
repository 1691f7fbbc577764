import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { SOURCE_LABELS, SOURCES, type ApplicationSource } from '@/lib/applications/statuses';
import {
  applicationFormRules,
  emptyApplicationForm,
  FIELD_LIMITS,
  type ApplicationFormValues,
} from '../utils/application-form';

interface ApplicationFormDialogProps {
  opened: boolean;
  /** The application to edit; none to add a new one. */
  application: JobApplication | null;
  onClose: () => void;
  onSubmit: (values: ApplicationFormValues) => Promise<void>;
  onDelete?: () => void;
}

const SOURCE_OPTIONS = SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] }));

export function ApplicationFormDialog({
  opened,
  application,
  onClose,
  onSubmit,
  onDelete,
}: ApplicationFormDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={application ? 'Edit application' : 'Add new application'}
      centered
      size="md"
    >
      {opened && (
        <ApplicationForm application={application} onSubmit={onSubmit} onCancel={onClose} onDelete={onDelete} />
      )}
    </Modal>
  );
}

function initialValues(application: JobApplication | null): ApplicationFormValues {
  if (!application) return emptyApplicationForm;
  return {
    company: application.company,
    position: application.position,
    sourceUrl: application.sourceUrl ?? '',
    source: (SOURCES.includes(application.source as ApplicationSource)
      ? application.source
      : 'other') as ApplicationSource,
  };
}

function ApplicationForm({
  application,
  onSubmit,
  onCancel,
  onDelete,
}: {
  application: JobApplication | null;
  onSubmit: (values: ApplicationFormValues) => Promise<void>;
  onCancel: () => void;
  onDelete?: () => void;
}) {
  const [saving, setSaving] = useState(false);
  const form = useForm<ApplicationFormValues>({
    mode: 'uncontrolled',
    initialValues: initialValues(application),
    validate: applicationFormRules,
  });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Company"
          placeholder="Figma"
          withAsterisk
          maxLength={FIELD_LIMITS.company}
          data-autofocus
          key={form.key('company')}
          {...form.getInputProps('company')}
        />
        <TextInput
          label="Position"
          placeholder="Senior Product Designer"
          withAsterisk
          maxLength={FIELD_LIMITS.position}
          key={form.key('position')}
          {...form.getInputProps('position')}
        />
        <TextInput
          label="Source Link"
          type="url"
          placeholder="https://"
          description="Optional: the job posting"
          maxLength={FIELD_LIMITS.sourceUrl}
          key={form.key('sourceUrl')}
          {...form.getInputProps('sourceUrl')}
        />
        <Select
          label="Source"
          data={SOURCE_OPTIONS}
          allowDeselect={false}
          checkIconPosition="right"
          comboboxProps={{ withinPortal: true }}
          key={form.key('source')}
          {...form.getInputProps('source')}
        />
        <Group justify="space-between" mt="sm">
          {application && onDelete ? (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={saving}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {application ? 'Save changes' : 'Add application'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
