import { preloadTrackerModules } from '@job-tracker/host-kit';
import { trackerModulesFor } from './first-route';

// The tracker's files for this page start downloading now, beside the host's own code; nothing waits for
// them (a tracker that is down, failing or silent shows the host's fallback when its module is loaded).
preloadTrackerModules(trackerModulesFor(window.location.pathname));

// A returning user's page restores the session with supabase-js before it asks for anything: when this
// browser may hold a session, the library (shared with the tracker) starts downloading now too. A
// signed-out visitor's page does not wait for it: the tracker loads it when the visitor first acts.
void import('@job-tracker/supabase-client').then(({ sessionMayExist }) => {
  if (sessionMayExist()) void import('@supabase/supabase-js');
});

// The async boundary: shared singletons are negotiated with the remote before anything uses them.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
