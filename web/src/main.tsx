import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { preloadOpeningPage } from './router/routes';
import { applyThemeVariables } from './theme';
import { hashForBarePath } from './utils/navigation';
import './index.css';

// `<origin>/me` (the candidate portal's texted link) opens the portal's hash route.
const bare = hashForBarePath(window.location.pathname, window.location.hash);
if (bare) window.history.replaceState(null, '', `/${window.location.search}${bare}`);


// The opening page's chunks start downloading now, not once the first render reaches its route.
preloadOpeningPage();
applyThemeVariables();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
