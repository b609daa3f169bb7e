import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App, queryClient } from './app.tsx';
import { prefetchFirstView } from './first-view-data.ts';

prefetchFirstView(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
