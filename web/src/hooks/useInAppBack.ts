import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Back" within the app: null when this is the first page of the tab (going back would leave
 * the app, e.g. to about:blank), else a function that goes one step back.
 */
export function useInAppBack(): (() => void) | null {
  const navigate = useNavigate();
  const { key } = useLocation();
  return key === 'default' ? null : () => navigate(-1);
}
