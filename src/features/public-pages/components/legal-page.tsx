import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from '../content/terms';
import classes from './legal-page.module.css';
import { useTrackerLink } from '@/lib/tracker-settings';

interface LegalPageProps {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
  closing?: LegalSection;
}

/** A long legal text: contents first, numbered sections, and the way back to logging in. */
export function LegalPage({ title, updated, intro, sections, closing }: LegalPageProps) {
  const link = useTrackerLink();
  const backToLogin = (
    <Anchor component={Link} to={link(paths.login)} fw={600}>
      Back to Login
    </Anchor>
  );
  return (
    <Container size={720} py="xl">
      <Stack gap="lg">
        {backToLogin}
        <Stack gap="xs">
          <Title order={1}>{title}</Title>
          <Text size="sm" c="dimmed">
            Last updated {updated}
          </Text>
        </Stack>
        <Text>{intro}</Text>
        <nav aria-label="Contents">
          <Title order={2} size="h4" mb="sm">
            Contents
          </Title>
          <List type="ordered" size="sm" spacing={4} className={classes.toc}>
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} size="sm">
                  {section.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
        <ol className={classes.sections}>
          {sections.map((section, index) => (
            <li key={section.id} id={section.id} className={classes.section}>
              <Title order={2} size="h3" mb="sm">
                {index + 1}. {section.title}
              </Title>
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 40)} mb="sm" className={classes.paragraph}>
                  {paragraph}
                </Text>
              ))}
            </li>
          ))}
        </ol>
        {closing && (
          <section id={closing.id} className={classes.section}>
            <Title order={2} size="h3" mb="sm">
              {closing.title}
            </Title>
            {closing.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} mb="sm" className={classes.paragraph}>
                {paragraph}
              </Text>
            ))}
          </section>
        )}
        {backToLogin}
      </Stack>
    </Container>
  );
}
