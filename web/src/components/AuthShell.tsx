import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import PublicHeader from './PublicHeader';

/** Centered card on a soft background, used by the sign-in family of screens. */
export default function AuthShell({ title, children, width = 420 }: { title: ReactNode; children: ReactNode; width?: number }) {
  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #eef3ff 0%, #f7f9fc 55%, #ffffff 100%)' }}>
      <PublicHeader />
      <main style={{ display: 'flex', justifyContent: 'center', padding: '24px 16px 48px' }}>
        <Card style={{ width: '100%', maxWidth: width, boxShadow: '0 12px 32px rgba(16, 32, 74, 0.08)' }}>
          <Typography.Title level={3} style={{ marginTop: 0, textAlign: 'center' }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </main>
    </div>
  );
}
