import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import Board from './exposes/board';
import Header from './exposes/header';
import TrackerProviders from './exposes/providers';

// The remote on its own page, for working on it without a host. Only this page reads configuration from
// the build (`npm start` passes the emulator's); the exposed modules take theirs from the host.
const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');

createRoot(root).render(
  <StrictMode>
    <TrackerProviders
      supabaseUrl={process.env.PUBLIC_SUPABASE_URL ?? ''}
      supabaseAnonKey={process.env.PUBLIC_SUPABASE_ANON_KEY ?? ''}
      showcaseUrl={process.env.PUBLIC_SHOWCASE_URL}
      logoServiceUrl={process.env.PUBLIC_LOGO_SERVICE_URL}
    >
      <BrowserRouter>
        <Header />
        <Board />
      </BrowserRouter>
    </TrackerProviders>
  </StrictMode>,
);
