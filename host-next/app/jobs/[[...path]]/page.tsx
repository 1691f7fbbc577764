import type { Metadata } from 'next';
import { TrackerApp } from '../tracker-app';
import { readTrackerConfig } from '../tracker-config';

export const metadata: Metadata = { title: 'Jobs · Showcase' };

/**
 * Every path under /jobs is the tracker's: its own router picks the page (board, login, …) in the
 * browser. The server renders "loading" in its place (the host-kit loads nothing there), with the
 * settings read from the environment for this request.
 */
export default function JobsPage() {
  const config = readTrackerConfig();
  if ('problems' in config) {
    console.error(`The job tracker is not configured: ${config.problems.join(' ')}`);
    return (
      <main className="site-page" role="alert">
        <h1>Job tracker not configured</h1>
        <ul>
          {config.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </main>
    );
  }
  return <TrackerApp {...config} />;
}
