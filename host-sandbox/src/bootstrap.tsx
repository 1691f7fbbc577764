import { supabase } from '@job-tracker/supabase-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

declare global {
  interface Window {
    /** The page's one Supabase client, for poking at the session from the console while developing. */
    jobTrackerSupabase?: typeof supabase;
  }
}
window.jobTrackerSupabase = supabase;

const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
