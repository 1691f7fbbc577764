import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import { shortDate } from '@/lib/applications/calendar';
import { contactHref, formatSalary, type ApplicationDetails } from '@/lib/applications/details';
import { WORK_MODE_LABELS } from '@/lib/applications/work-modes';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export interface DetailsSectionProps {
  application: JobApplication;
  details: ApplicationDetails;
  revision: number;
  now: Date;
}

/** The application's details as they are stored, with "Edit details". */
export function DetailsView({ application, details, now, onEdit }: DetailsSectionProps & { onEdit: () => void }) {
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
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
