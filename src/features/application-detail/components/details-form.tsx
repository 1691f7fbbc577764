import { Button, Group, Stack, TextInput } from '@mantine/core';
import { GrowingTextarea } from '@/components/growing-textarea';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { WhereAndWhenFields } from '@/components/where-and-when-fields';
import { calendarDay } from '@/lib/applications/calendar';
import {
  changedColumns,
  DETAIL_LIMITS,
  detailsColumns,
  detailsFormValues,
  validateDetails,
  type DetailsFormValues,
} from '@/lib/applications/details';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { EditConflictError, useSaveDetails } from '../api/save-details';
import type { DetailsSectionProps } from './details-view';
import { ListEditor } from './list-editor';
import { SalaryFields } from './salary-fields';

/** The details' form; a save sends only what changed, onto the revision it read. */
export function DetailsForm({ application, details, revision, onDone }: DetailsSectionProps & { onDone: () => void }) {
  const { user } = useAuth();
  const save = useSaveDetails(user?.id ?? '');
  const [initial] = useState(() => detailsFormValues(application, details));
  const form = useForm<DetailsFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => validateDetails(values, calendarDay(new Date())),
  });
  const submit = useAction(
    async (values: DetailsFormValues) => {
      const changes = changedColumns(initial, values);
      if (Object.keys(changes).length === 0) return;
      try {
        await save(application.id, { revision, values: detailsColumns(initial) as Record<string, unknown> }, changes);
      } catch (error) {
        if (error instanceof EditConflictError) {
          notifyError('Not saved', error.message);
          onDone();
          return;
        }
        throw error;
      }
      notifySuccess('Application updated', 'Your job application has been updated.');
      onDone();
    },
    { failure: 'Failed to update application. Please try again later.' },
  );
  const values = form.getValues();

  return (
    <form onSubmit={form.onSubmit((next) => void submit.run(next))} noValidate aria-label="Edit details">
      <Stack gap="sm">
        <WhereAndWhenFields form={form} />
        <SalaryFields form={form} />
        <GrowingTextarea
          label="Notes"
          minRows={3}
          maxRows={10}
          description={`${values.notes.length.toLocaleString('en-US')} / ${DETAIL_LIMITS.notes.toLocaleString('en-US')}`}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
        <GrowingTextarea
          label="Job description"
          placeholder="Paste the posting"
          minRows={3}
          maxRows={10}
          description={`${values.jobDescription.length.toLocaleString('en-US')} / ${DETAIL_LIMITS.jobDescription.toLocaleString('en-US')}`}
          key={form.key('jobDescription')}
          {...form.getInputProps('jobDescription')}
        />
        <ListEditor
          title="People"
          count={values.people.length}
          max={DETAIL_LIMITS.people}
          addLabel="Add a person"
          removeLabel={(index) => `Remove person ${index + 1}`}
          onAdd={() => form.insertListItem('people', { name: '', role: '', contact: '' })}
          onRemove={(index) => form.removeListItem('people', index)}
        >
          {(index) => (
            <>
              <TextInput label="Name" style={{ flex: '1 1 8rem' }} {...form.getInputProps(`people.${index}.name`)} />
              <TextInput
                label="Role"
                placeholder="Recruiter"
                style={{ flex: '1 1 8rem' }}
                {...form.getInputProps(`people.${index}.role`)}
              />
              <TextInput
                label="E-mail or profile link"
                style={{ flex: '2 1 12rem' }}
                {...form.getInputProps(`people.${index}.contact`)}
              />
            </>
          )}
        </ListEditor>
        <ListEditor
          title="Portfolio sent"
          count={values.portfolioLinks.length}
          max={DETAIL_LIMITS.links}
          addLabel="Add a link"
          removeLabel={(index) => `Remove link ${index + 1}`}
          onAdd={() => form.insertListItem('portfolioLinks', { url: '', label: '' })}
          onRemove={(index) => form.removeListItem('portfolioLinks', index)}
        >
          {(index) => (
            <>
              <TextInput
                label="Link"
                type="url"
                placeholder="https://"
                style={{ flex: '2 1 12rem' }}
                {...form.getInputProps(`portfolioLinks.${index}.url`)}
              />
              <TextInput
                label="Label"
                placeholder="Case study: checkout"
                style={{ flex: '1 1 8rem' }}
                {...form.getInputProps(`portfolioLinks.${index}.label`)}
              />
            </>
          )}
        </ListEditor>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={submit.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.pending}>
            Save details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
