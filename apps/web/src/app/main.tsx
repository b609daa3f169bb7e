import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { languageStore, loadLanguage } from '@/lib/i18n/i18n.ts';
import { App, queryClient } from './app.tsx';
import { prefetchFirstView } from './first-view-data.ts';

// The first view's data starts loading beside the reader's language.
prefetchFirstView(queryClient);

// Only the reader's language is fetched before the first render; the others when chosen.
const language = languageStore.get();
document.documentElement.lang = language;
void loadLanguage(language).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
