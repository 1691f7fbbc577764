import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import Board from './exposes/board';
import Header from './exposes/header';
import TrackerProviders from './exposes/providers';

// The remote on its own page, for working on it without a host.
const root = document.getElementById('root');
if (!root) throw new Error('Failed to find the root element');

createRoot(root).render(
  <StrictMode>
    <TrackerProviders>
      <BrowserRouter>
        <Header />
        <Board />
      </BrowserRouter>
    </TrackerProviders>
  </StrictMode>,
);
