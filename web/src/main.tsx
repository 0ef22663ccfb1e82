import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { initialLanguage, setLanguage } from './i18n/index.js';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
// The catalog of the language in use is fetched before the first paint (it is small); the other
// language's is fetched only if the person switches to it.
void setLanguage(initialLanguage()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
