import { useSearchParams } from 'react-router-dom';
import { WORK_ORDER_STATUSES, type StatusFilter } from './service';

const statusOf = (value: string | null): StatusFilter => ((WORK_ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all');

/**
 * A ticket list's address: its parameters, the status shown (`?status=`, all when absent), and
 * `update`, which changes parameters in place (no new history entry) and keeps the others.
 */
export function useTicketParams() {
  const [params, setParams] = useSearchParams();
  const update = (change: (p: URLSearchParams) => void) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        change(copy);
        return copy;
      },
      { replace: true },
    );
  const setStatus = (next: StatusFilter) =>
    update((p) => {
      if (next === 'all') p.delete('status');
      else p.set('status', next);
    });
  return { params, status: statusOf(params.get('status')), setStatus, update };
}
