import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { preloadOpeningPage } from './router/routes';
import { applyThemeVariables } from './theme';
import './index.css';


// The opening page's chunks start downloading now, not once the first render reaches its route.
preloadOpeningPage();
applyThemeVariables();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
