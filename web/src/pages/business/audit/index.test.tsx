import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, ok } from '@/test/enterprise';
import { renderApp } from '@/test/renderApp';

const PAGE_1 = {
  list: [
    { id: 'a3', at: Date.UTC(2026, 10, 22, 10, 0), actor: '138****0000', action: 'member.invited', detail: '139****0005 as viewer' },
    { id: 'a2', at: Date.UTC(2026, 10, 21, 9, 0), actor: 'Platform review', action: 'enterprise.approved', detail: '' },
  ],
  cursor: 'c2',
};
const PAGE_2 = { list: [{ id: 'a1', at: Date.UTC(2026, 10, 20, 8, 0), actor: '138****0000', action: 'enterprise.created', detail: 'Demo Trading Co' }], cursor: null };

function renderAudit(pages: Record<string, unknown>) {
  const asked: Record<string, unknown>[] = [];
  renderApp({
    path: '/businessManage/audit',
    signedIn: true,
    role: 'owner',
    api: (url, init) => {
      if (!url.endsWith('/enterprise/auditLog')) return undefined;
      const body = bodyOf(init);
      asked.push(body);
      return ok(pages[String(body.cursor ?? '')]);
    },
  });
  return asked;
}

describe('audit log (/businessManage/audit)', () => {
  it('shows who did what, newest first, with the actions in words, and loads more with the cursor', async () => {
    const asked = renderAudit({ '': PAGE_1, c2: PAGE_2 });
    expect(await screen.findByTestId('audit-a3')).toHaveTextContent('Member invited139****0005 as Viewer');
    expect(screen.getByTestId('audit-a3')).toHaveTextContent('138****0000');
    expect(screen.getByTestId('audit-a2')).toHaveTextContent('Certified by the platform');
    expect(asked).toEqual([{}]);

    fireEvent.click(screen.getByTestId('audit-more'));
    expect(await screen.findByTestId('audit-a1')).toHaveTextContent('Enterprise created');
    expect(asked).toEqual([{}, { cursor: 'c2' }]);
    await waitFor(() => expect(screen.queryByTestId('audit-more')).toBeNull());
    expect(screen.getByText('That is the whole log.')).toBeInTheDocument();
  });

  it('says when nothing is recorded', async () => {
    renderAudit({ '': { list: [], cursor: null } });
    expect(await screen.findByText('Nothing recorded yet')).toBeInTheDocument();
  });
});

describe('audit details', () => {
  it('read in the reader’s language: role codes become role names', async () => {
    const { auditDetail } = await import('./detail');
    const { translate } = await import('@/i18n');
    const zh = (k: Parameters<typeof translate>[0], v?: Parameters<typeof translate>[1]) => translate(k, v, 'zh-CN');
    const en = (k: Parameters<typeof translate>[0], v?: Parameters<typeof translate>[1]) => translate(k, v, 'en-US');
    expect(auditDetail('139****0005 as viewer', zh)).toBe('139****0005（查看者）');
    expect(auditDetail('139****0005 as viewer', en)).toBe('139****0005 as Viewer');
    expect(auditDetail('138****0002: operator → admin', zh)).toBe('138****0002：操作员 → 管理员');
    expect(auditDetail('Acme 有限公司', zh)).toBe('Acme 有限公司');
    const { auditActor } = await import('./detail');
    expect(auditActor('Platform review', zh)).toBe('平台审核');
    expect(auditActor('138****0000', zh)).toBe('138****0000');
  });
});
