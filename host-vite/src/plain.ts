// A host page with no React of its own, as a team with another framework would write it: the tracker's
// `mount` module renders the whole tracker (header, pages, its own router under /plain) into an element.
import { loadTrackerModule } from '@job-tracker/host-kit';
import type * as MountModule from 'job_tracker/mount';

const element = document.getElementById('tracker')!;
const status = document.getElementById('tracker-status')!;

try {
  const { mount } = await loadTrackerModule<typeof MountModule>('job_tracker/mount');
  const tracker = mount(element, {
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
    basePath: '/plain',
  });
  status.textContent = 'Job tracker mounted.';
  document.getElementById('close-tracker')!.addEventListener('click', () => {
    tracker.unmount();
    status.textContent = 'Job tracker closed.';
  });
} catch {
  status.textContent = 'Our job tracker cannot be reached at the moment.';
}
