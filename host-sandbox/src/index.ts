import { preloadTrackerModules } from '@job-tracker/host-kit';
import { trackerModulesFor } from './first-route';

// The tracker's files for this page start downloading now, beside the host's own code; nothing waits for
// them (a tracker that is down, failing or silent shows the host's fallback when its module is loaded).
preloadTrackerModules(trackerModulesFor(window.location.pathname));

// The async boundary: shared singletons are negotiated with the remote before anything uses them.
void import('./bootstrap');
