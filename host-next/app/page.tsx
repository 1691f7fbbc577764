import Link from 'next/link';

export default function HomePage() {
  return (
    <main className="site-page">
      <h1>Next host home</h1>
      <p className="host-text">
        A page of the site&apos;s own. Designers keep their job search in the <Link href="/jobs">job tracker</Link>.
      </p>
    </main>
  );
}
