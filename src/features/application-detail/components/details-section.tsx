import { ActionIcon, Anchor, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { WhereAndWhenFields } from '@/components/where-and-when-fields';
import type { JobApplication } from '@/lib/applications/application';
import { calendarDay, shortDate } from '@/lib/applications/calendar';
import {
  changedColumns,
  contactHref,
  DETAIL_LIMITS,
  detailsColumns,
  detailsFormValues,
  formatSalary,
  validateDetails,
  WORK_MODE_LABELS,
  type ApplicationDetails,
  type DetailsFormValues,
} from '@/lib/applications/details';
import { useAuth } from '@/lib/auth/use-auth';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAction } from '@/lib/use-action';
import { EditConflictError, useSaveDetails } from '../api/save-details';
import { SalaryFields } from './salary-fields';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

interface DetailsSectionProps {
  application: JobApplication;
  details: ApplicationDetails;
  revision: number;
  now: Date;
}

/** The application's details, read or edited; a save sends only what changed, onto the revision it read. */
export function DetailsSection(props: DetailsSectionProps) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <DetailsForm {...props} onDone={() => setEditing(false)} />
  ) : (
    <DetailsView {...props} onEdit={() => setEditing(true)} />
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function DetailsView({ application, details, now, onEdit }: DetailsSectionProps & { onEdit: () => void }) {
  const salary = formatSalary(
    application.salaryMin,
    application.salaryMax,
    application.salaryCurrency,
    application.salaryPeriod,
  );
  const where = [application.location, application.workMode && WORK_MODE_LABELS[application.workMode]]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Field label="Applied on">
          <Text size="sm">{shortDate(application.appliedDate, now)}</Text>
        </Field>
        <Field label="Location">
          <Text size="sm">{where || 'Not set'}</Text>
        </Field>
        <Field label="Salary">
          <Text size="sm">{salary ?? 'Not set'}</Text>
        </Field>
      </SimpleGrid>
      <Field label="Notes">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {application.notes || 'No notes yet.'}
        </Text>
      </Field>
      <FieldList label="People" items={details.people} empty="No one yet.">
        {(person) => {
          const href = contactHref(person.contact);
          return (
            <>
              {person.name}
              {person.role && ` · ${person.role}`}
              {href && (
                <>
                  {' · '}
                  <Anchor href={href} size="sm" {...(href.startsWith('mailto:') ? {} : external)}>
                    {person.contact}
                  </Anchor>
                </>
              )}
            </>
          );
        }}
      </FieldList>
      <FieldList label="Portfolio sent" items={details.portfolioLinks} empty="No links yet.">
        {(link) => (
          <Anchor href={link.url} size="sm" {...external}>
            {link.label || link.url}
          </Anchor>
        )}
      </FieldList>
      <Field label="Job description">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lineClamp={8}>
          {details.jobDescription || 'Not pasted yet.'}
        </Text>
      </Field>
      <Group>
        <Button variant="default" onClick={onEdit}>
          Edit details
        </Button>
      </Group>
    </Stack>
  );
}

function DetailsForm({ application, details, revision, onDone }: DetailsSectionProps & { onDone: () => void }) {
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
        <Textarea
          label="Notes"
          autosize
          minRows={3}
          maxRows={10}
          description={`${values.notes.length.toLocaleString('en-US')} / ${DETAIL_LIMITS.notes.toLocaleString('en-US')}`}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
        <Textarea
          label="Job description"
          placeholder="Paste the posting"
          autosize
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

interface FieldListProps<Item> {
  label: string;
  items: readonly Item[];
  /** What the field says when the list is empty. */
  empty: string;
  children: (item: Item) => ReactNode;
}

/** A labelled list of the details (the people, the links sent), or a sentence when there are none. */
function FieldList<Item>({ label, items, empty, children }: FieldListProps<Item>) {
  return (
    <Field label={label}>
      {items.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item, index) => (
            <Text key={index} size="sm" component="li">
              {children(item)}
            </Text>
          ))}
        </Stack>
      )}
    </Field>
  );
}

interface ListEditorProps {
  title: string;
  count: number;
  max: number;
  addLabel: string;
  removeLabel: (index: number) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The inputs of one row. */
  children: (index: number) => ReactNode;
}

/** The form's editable list (people, links): a row of inputs each with its remove button, and an add. */
function ListEditor({ title, count, max, addLabel, removeLabel, onAdd, onRemove, children }: ListEditorProps) {
  return (
    <>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {Array.from({ length: count }, (_, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="wrap">
          {children(index)}
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={26}
            aria-label={removeLabel(index)}
            onClick={() => onRemove(index)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="subtle" size="compact-sm" disabled={count >= max} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
