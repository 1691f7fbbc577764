import type { CSSProperties } from 'react';

// The host's own UI: plain elements and inline styles, since the tracker's styles may be what is missing.
const box: CSSProperties = {
  maxWidth: 560,
  margin: '48px auto',
  padding: 24,
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
};

export function HostLoading() {
  return (
    <p role="status" style={box}>
      Loading…
    </p>
  );
}

/** Where the tracker would be, when it cannot be loaded: what happened and a way to try again. */
export function TrackerUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <section role="alert" aria-labelledby="tracker-unavailable" style={box}>
      <h2 id="tracker-unavailable" style={{ fontSize: 20, margin: '0 0 8px' }}>
        The job tracker is unavailable right now
      </h2>
      <p style={{ margin: '0 0 16px', color: '#555' }}>
        The rest of the site works; try the tracker again in a moment.
      </p>
      <button type="button" onClick={onRetry} style={{ font: 'inherit', padding: '8px 16px', cursor: 'pointer' }}>
        Retry
      </button>
      <details style={{ marginTop: 16, color: '#777', fontSize: 14 }}>
        <summary>Details</summary>
        {error.message}
      </details>
    </section>
  );
}
