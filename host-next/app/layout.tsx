import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import './site.css';

export const metadata: Metadata = { title: 'Showcase', description: 'A Next.js site that mounts the job tracker.' };

// The site's own frame: its header and footer stay whatever the tracker does below them.
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: proxy.ts gives each response its own script nonce, which Next
  // puts on its inline scripts only when it renders the page then (a page built ahead has none).
  await connection();
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <Link href="/" className="site-name">
            Showcase
          </Link>
          <nav aria-label="Site">
            <Link href="/">Home</Link>
            <Link href="/about">About</Link>
            <Link href="/jobs">Jobs</Link>
          </nav>
        </header>
        <div className="site-main">{children}</div>
        <footer className="site-footer">
          <p>Showcase — a site of its own, with the job tracker under /jobs.</p>
        </footer>
      </body>
    </html>
  );
}
