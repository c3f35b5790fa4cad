import { createHashRouter } from 'react-router-dom';
import { routes } from './routes';

/** Hash history, base path / (spec §2). */
export const router = createHashRouter(routes);
