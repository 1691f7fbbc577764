import { loadSupabase } from '@job-tracker/supabase-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

declare global {
  interface Window {
    /** The page's one Supabase client, for poking at the session from the console while developing. */
    readonly jobTrackerSupabase?: ReturnType<typeof loadSupabase>;
  }
}
// The host's copy of the client package is the remote's (a federation singleton): once the tracker's
// Providers have configured it, the host gets the same client (`await jobTrackerSupabase`), loading
// supabase-js if nothing has yet.
Object.defineProperty(window, 'jobTrackerSupabase', { get: () => loadSupabase(), configurable: true });

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
