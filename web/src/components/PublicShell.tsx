import type { ReactNode } from 'react';
import PublicHeader from './PublicHeader';

/** Public screens outside the sidebar layout: header on top, content below. */
export default function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fb' }}>
      <PublicHeader />
      <main style={{ padding: '24px 16px 48px', maxWidth: 960, margin: '0 auto' }}>{children}</main>
    </div>
  );
}
