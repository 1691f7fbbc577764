import '@/lib/mantine-styles.css';
import '@/lib/tracker-scope.css';
import { configureSupabase } from '@job-tracker/supabase-client';
import { defaultCssVariablesResolver, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { readTrackerSettings, type TrackerSettingsInput } from '@/config/tracker-settings';
import { setAnalyticsSink, type AnalyticsSink } from '@/lib/analytics';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { preloadTrackerFont } from '@/lib/font';
import { swrConfig } from '@/lib/swr-config';
import { theme } from '@/lib/theme';
import { watchUsedControls } from '@/lib/toast-position';
import { supabaseConfigured } from '@/lib/supabase-ready';
import { SCOPE_CLASS } from '@/lib/tracker-scope';
import { TrackerSettingsContext } from '@/lib/tracker-settings';

export type { AnalyticsEvent, AnalyticsSink } from '@/lib/analytics';

preloadTrackerFont();

/** What a host gives the tracker at run time; one build serves any project, site and path. */
export interface TrackerOptions extends TrackerSettingsInput {
  /** The Supabase project's URL, e.g. `https://your-project.supabase.co`. Required. */
  supabaseUrl: string;
  /** The project's public anon key. Required. */
  supabaseAnonKey: string;
  /**
   * Where the host wants the tracker's analytics (page views, login, sign_up), besides the page's own
   * gtag/dataLayer when it has one.
   */
  analyticsSink?: AnalyticsSink;
}

export interface TrackerProvidersProps extends TrackerOptions {
  children: ReactNode;
}

/**
 * Mantine's variables live on the tracker's own elements, not on the page's :root, so a host (even one on
 * Mantine with its own theme) keeps its values. The light scheme's values join the base ones there, as
 * the scheme attribute sits on <html>, not on each of our elements.
 */
const scopedVariables: CSSVariablesResolver = (theme) => ({
  variables: { ...defaultCssVariablesResolver(theme).light, '--mantine-color-scheme': 'light' },
  light: {},
  dark: {},
});

/**
 * Everything the tracker's modules need above them: a host wraps its routes in this once. Without a
 * Supabase URL and key it throws a sentence saying so, for the host's error boundary to show.
 */
export default function TrackerProviders({
  children,
  analyticsSink,
  supabaseUrl,
  supabaseAnonKey,
  showcaseUrl,
  logoServiceUrl,
  basePath,
}: TrackerProvidersProps) {
  // Configured while rendering, before any child reads the client; the same project again is a no-op.
  configureSupabase({ url: supabaseUrl, anonKey: supabaseAnonKey });
  // Work that modules started before there was a client (the board's first requests) starts now.
  supabaseConfigured();
  const settings = useMemo(
    () => readTrackerSettings({ showcaseUrl, logoServiceUrl, basePath }),
    [showcaseUrl, logoServiceUrl, basePath],
  );

  // Plugged in while rendering, not in an effect: the children's effects (the first page view) run before
  // this component's own, and must already find the sink. Assigning the same sink again is harmless.
  if (analyticsSink) setAnalyticsSink(analyticsSink);
  // Toasts are placed away from the control just used (see toast-position), so the page notes it.
  useEffect(() => watchUsedControls(), []);
  useEffect(() => {
    if (!analyticsSink) return;
    setAnalyticsSink(analyticsSink);
    return () => setAnalyticsSink(null);
  }, [analyticsSink]);

  return (
    <TrackerSettingsContext.Provider value={settings}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesSelector={`.${SCOPE_CLASS}`}
        cssVariablesResolver={scopedVariables}
      >
        {/* Toasts above dialogs (200) and below popovers (300): a panel or menu the user has just opened is
            never under a toast, nor is the pointer that goes to it (hovering a toast holds them all). */}
        <Notifications position="bottom-right" zIndex={250} />
        <SWRConfig value={swrConfig}>
          <AuthProvider basePath={settings.basePath}>{children}</AuthProvider>
        </SWRConfig>
      </MantineProvider>
    </TrackerSettingsContext.Provider>
  );
}
