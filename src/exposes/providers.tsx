import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { setAnalyticsSink, type AnalyticsSink } from '@/lib/analytics';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { swrConfig } from '@/lib/swr-config';
import { theme } from '@/lib/theme';

export type { AnalyticsEvent, AnalyticsSink } from '@/lib/analytics';

interface TrackerProvidersProps {
  children: ReactNode;
  /**
   * Where the host wants the tracker's analytics (page views, login, sign_up), besides the page's own
   * gtag/dataLayer when it has one.
   */
  analyticsSink?: AnalyticsSink;
}

/** Everything the tracker's modules need above them: a host wraps its routes in this once. */
export default function TrackerProviders({ children, analyticsSink }: TrackerProvidersProps) {
  // Plugged in while rendering, not in an effect: the children's effects (the first page view) run before
  // this component's own, and must already find the sink. Assigning the same sink again is harmless.
  if (analyticsSink) setAnalyticsSink(analyticsSink);
  useEffect(() => {
    if (!analyticsSink) return;
    setAnalyticsSink(analyticsSink);
    return () => setAnalyticsSink(null);
  }, [analyticsSink]);

  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-right" />
      <SWRConfig value={swrConfig}>
        <AuthProvider>{children}</AuthProvider>
      </SWRConfig>
    </MantineProvider>
  );
}
