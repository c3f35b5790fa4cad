import type { ReactNode } from 'react';
import SectionNav from '@/components/SectionNav';
import PageHeader from '@/components/PageHeader';
import { useI18n, type MessageKey } from '@/i18n';
import styles from './index.module.css';

/** The five screens of enterprise management, each its own address. */
const SECTIONS: readonly { path: string; title: MessageKey }[] = [
  { path: '/businessManage/account', title: 'screen.businessAccount' },
  { path: '/businessManage/members', title: 'screen.businessMembers' },
  { path: '/businessManage/related', title: 'screen.businessRelated' },
  { path: '/businessManage/audit', title: 'screen.businessAudit' },
  { path: '/businessManage/developers', title: 'screen.businessDevelopers' },
];

/**
 * Enterprise management's frame: the page header (breadcrumb through "Enterprise management",
 * the screen's h1), then its five screens as a row of tabs — links, as each is a page of its
 * own (the current one marked `aria-current`); the row scrolls sideways on a narrow phone.
 */
export default function ManageFrame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <SectionNav label={t('screen.businessManage')} sections={SECTIONS.map((s) => ({ key: s.path, to: s.path, label: t(s.title) }))} />
      <div className={styles.content}>{children}</div>
    </>
  );
}
