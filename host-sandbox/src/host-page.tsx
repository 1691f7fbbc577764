// A page of the host's own, with no part of the tracker in it: it must render whatever the tracker does.
export function HostPage() {
  return (
    <div style={{ maxWidth: 560, margin: '48px auto', padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 28 }}>Showcase sandbox</h1>
      <p>This page belongs to the host. The job tracker lives at the other routes.</p>
    </div>
  );
}
