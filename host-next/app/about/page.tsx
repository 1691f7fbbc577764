export default function AboutPage() {
  return (
    <main className="site-page">
      <h1>About this site</h1>
      <p>A Next.js App Router site; the job tracker under /jobs is loaded from its own server at run time.</p>
    </main>
  );
}
