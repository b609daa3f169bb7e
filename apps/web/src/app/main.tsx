import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { focusAutoFocusOnMount } from '@/lib/auto-focus.ts';
import { languageStore, loadLanguage } from '@/lib/i18n/i18n.ts';
import { followTheAddressBar, navigationStore } from '@/lib/navigation/navigation.ts';
import { currentEntry } from '@/lib/navigation/views.ts';
import { tellTimeFrom } from '@/lib/page-clock.ts';
import { takeOverInSlices } from '@/lib/takeover-slices.tsx';
import { App, queryClient } from './app.tsx';
import { prefetchFirstView } from './first-view-data.ts';
import { startsAsDrawn } from './server-drawing.ts';
import { loadView } from './view-router.tsx';

focusAutoFocusOnMount();

const root = document.getElementById('root')!;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Starting the app is a few tasks, each short on a phone (docs/decisions/101-app-start-in-tasks-of-its-own.md):
// evaluating its code, then reading local storage (the first read opens the site's storage, tens of
// milliseconds on a phone), reading the first view's data, evaluating the view's and the language's code as they
// arrive, and taking the page over. Only the reader's language is fetched before the first render; the others
// when chosen. A page whose first view the server drew waits for that view's code too, so the first render
// takes the drawing over, or replaces it with the same view, rather than with a spinner
// (docs/decisions/081-server-rendered-first-view.md).
async function start() {
  await nextTask();
  followTheAddressBar();
  const language = languageStore.get();
  document.documentElement.lang = language;
  const drawn = root.dataset.rendered !== undefined;
  await Promise.all([
    loadLanguage(language),
    drawn ? loadView(currentEntry(navigationStore.get()).view) : undefined,
    // The first view's data, from the page or the API, beside them (docs/decisions/099-takeover-in-slices.md).
    nextTask().then(() => prefetchFirstView(queryClient)),
  ]);
  await nextTask();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (startsAsDrawn(root, language)) {
    // Its texts were told at the time it was drawn: the app takes them over telling the same time.
    tellTimeFrom(Number(root.dataset.drawnAt) || Date.now());
    takeOverInSlices(() => hydrateRoot(root, app));
  } else createRoot(root).render(app);
}

void start();
