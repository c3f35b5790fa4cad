import AppProviders from './components/AppProviders';
import { LoginProvider } from './models/LoginProvider';
import { AppRouter } from './router';
import { createQueryClient } from './services/queryClient';

const queryClient = createQueryClient();

export default function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <LoginProvider>
        <AppRouter />
      </LoginProvider>
    </AppProviders>
  );
}
