import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startServiceWorker } from './lib/service-worker';
import './styles/tokens.css';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Production only: the dev server and the tests run without a service worker (a stale cache there only confuses).
if (import.meta.env.PROD) void startServiceWorker();
