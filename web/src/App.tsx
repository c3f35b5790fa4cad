import { RouterProvider } from 'react-router-dom';
import AppProviders from './components/AppProviders';
import { LoginProvider } from './models/LoginProvider';
import { router } from './router';
import { createQueryClient } from './services/queryClient';

const queryClient = createQueryClient();

export default function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <LoginProvider>
        <RouterProvider router={router} />
      </LoginProvider>
    </AppProviders>
  );
}
