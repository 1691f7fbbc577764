import { Anchor, Avatar, Button, Group, Image, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useDeferredValue, type ReactNode } from 'react';
import { ChangedElsewhereNotice } from '@/components/changed-elsewhere-notice';
import { CompanyLogo } from '@/components/company-logo';
import { Dialog } from '@/components/dialog';
import { safeHttpUrl, type JobApplication } from '@/lib/applications/application';
import { useCompanyInsights, insightFor, type CompanyInsight } from '@/lib/applications/get-company-insights';
import { sourcePhrase } from '@/lib/applications/statuses';
import { useStageLabel } from '@/lib/applications/use-stages';
import { timeAgo } from '@/lib/dayjs';
import { useTrackerSettings } from '@/lib/tracker-settings';
import classes from './application-detail-dialog.module.css';
import { OverviewTab } from './overview-tab';

export interface ApplicationDetailDialogProps {
  application: JobApplication | null;
  /** What the board already loaded for this company; without it the dialog loads it itself. */
  insight?: CompanyInsight;
  onClose: () => void;
  onEdit?: (application: JobApplication) => void;
  onDelete?: (application: JobApplication) => void;
}

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function ApplicationDetailDialog({
  application,
  insight,
  onClose,
  onEdit,
  onDelete,
}: ApplicationDetailDialogProps) {
  const { data: loaded } = useCompanyInsights(application && !insight ? [application.companyKey] : undefined);
  const details = insight ?? (application ? insightFor(loaded, application.companyKey) : undefined);
  // On a phone the details take the whole screen: a floating card would leave no room for the tiles.
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Dialog
      opened={application !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      centered
      title={application ? <DialogTitle application={application} logo={details?.logo} /> : null}
    >
      <ChangedElsewhereNotice id={application?.id}>
        This application was changed on another device or tab: what you see here is up to date.
      </ChangedElsewhereNotice>
      {application && details && (
        <AfterFirstPaint>
          <DialogBody application={application} insight={details} onEdit={onEdit} onDelete={onDelete} />
        </AfterFirstPaint>
      )}
    </Dialog>
  );
}

/**
 * The dialog's body, rendered just after the frame that shows the dialog opening (its frame, overlay and
 * title): the click paints at once, and the body (actions, tabs, the overview) follows a moment later,
 * while the dialog is still fading in, instead of holding that first paint.
 */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : <div className={classes.pending} />;
}

function DialogTitle({ application, logo }: { application: JobApplication; logo?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <CompanyLogo company={application.company} logo={logo} size={40} />
      <Stack gap={0}>
        <Text fw={650} size="lg" lh={1.3}>
          {application.company}
        </Text>
        <Text size="sm" c="dimmed">
          {application.position}
        </Text>
      </Stack>
    </Group>
  );
}

function DialogBody({
  application,
  insight,
  onEdit,
  onDelete,
}: {
  application: JobApplication;
  insight: CompanyInsight;
  onEdit?: (application: JobApplication) => void;
  onDelete?: (application: JobApplication) => void;
}) {
  const env = useTrackerSettings();
  const statusLabel = useStageLabel();
  const link = safeHttpUrl(application.sourceUrl);
  const { designers, caseStudies } = insight;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            In {statusLabel(application.status)} · Moved {timeAgo(application.lastUpdated)}
          </Text>
          <Text size="sm" c="dimmed">
            {sourcePhrase(application.source)}
            {link && (
              <>
                {' · '}
                <Anchor href={link} {...external} size="sm" underline="always">
                  View job posting
                </Anchor>
              </>
            )}
          </Text>
        </Stack>
        <Group gap="sm">
          {onDelete && (
            <Button variant="subtle" color="red" onClick={() => onDelete(application)}>
              Delete
            </Button>
          )}
          {onEdit && (
            <Button variant="default" onClick={() => onEdit(application)}>
              Edit
            </Button>
          )}
        </Group>
      </Group>
      <Tabs defaultValue="overview" keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="designers">Designers ({designers.length})</Tabs.Tab>
          {caseStudies.length > 0 && <Tabs.Tab value="case-studies">Case Studies ({caseStudies.length})</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab application={application} />
        </Tabs.Panel>
        <Tabs.Panel value="designers" pt="md">
          {designers.length === 0 ? (
            <Text size="sm" c="dimmed" py="md">
              No designers from {application.company} have shared their portfolio on the Showcase yet.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              {designers.map((designer) => (
                <a
                  key={designer.slug}
                  href={`${env.showcaseUrl}/portfolio/${encodeURIComponent(designer.slug)}`}
                  {...external}
                  className={classes.tile}
                >
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={designer.picture ?? null} alt="" radius="xl" size={40} color="iris">
                      {designer.name[0]}
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} truncate>
                        {designer.name}
                      </Text>
                      {designer.role && (
                        <Text size="xs" c="dimmed" truncate>
                          {designer.role}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </a>
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
        {caseStudies.length > 0 && (
          <Tabs.Panel value="case-studies" pt="md">
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
              {caseStudies.map((study) => (
                <a
                  key={study.slug}
                  href={`${env.showcaseUrl}/case-study/${encodeURIComponent(study.slug)}`}
                  {...external}
                  className={classes.tile}
                >
                  <Stack gap="xs">
                    {study.thumbnail && (
                      <Image
                        src={study.thumbnail}
                        alt=""
                        radius="sm"
                        h={96}
                        fit="cover"
                        className={classes.thumbnail}
                      />
                    )}
                    <Text size="sm" fw={600} lineClamp={2}>
                      {study.name}
                    </Text>
                    {study.owner && (
                      <Text size="xs" c="dimmed">
                        by {study.owner}
                      </Text>
                    )}
                  </Stack>
                </a>
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
