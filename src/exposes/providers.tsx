import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { swrConfig } from '@/lib/swr-config';
import { theme } from '@/lib/theme';

/** Everything the tracker's modules need above them: a host wraps its routes in this once. */
export default function TrackerProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-right" />
      <SWRConfig value={swrConfig}>
        <AuthProvider>{children}</AuthProvider>
      </SWRConfig>
    </MantineProvider>
  );
}
