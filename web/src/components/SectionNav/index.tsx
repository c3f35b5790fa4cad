import { Link, NavLink, type To } from 'react-router-dom';
import styles from './index.module.css';

export interface Section {
  key: string;
  to: To;
  label: string;
  /** Whether it is the one shown; when absent, the address decides (a page per section). */
  active?: boolean;
  testId?: string;
}

/**
 * A page's sections as a row of tabs that are links, as each has its address (the current one
 * marked `aria-current`); the row scrolls sideways on a narrow phone.
 */
export default function SectionNav({ label, sections }: { label: string; sections: readonly Section[] }) {
  const classOf = (active: boolean) => (active ? `${styles.section} ${styles.sectionActive}` : styles.section);
  return (
    <nav aria-label={label} className={styles.sections}>
      <ul>
        {sections.map((s) => (
          <li key={s.key}>
            {s.active === undefined ? (
              <NavLink to={s.to} className={({ isActive }) => classOf(isActive)} data-testid={s.testId}>
                {s.label}
              </NavLink>
            ) : (
              <Link to={s.to} aria-current={s.active ? 'page' : undefined} className={classOf(s.active)} data-testid={s.testId}>
                {s.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
