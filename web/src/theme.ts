/**
 * Design tokens: the one place the app's colours and shared measures are written. antd reads
 * them through ConfigProvider (THEME); the app's own stylesheets (CSS modules beside their
 * components) through the `--verity-*` CSS variables that `applyThemeVariables` sets on the
 * document from the same values.
 */
import type { ThemeConfig } from 'antd';

export const PALETTE = {
  primary: '#1f4fd1',
  primaryDeep: '#0f2a6b',
  primaryBright: '#3d7bfa',
  primarySoft: '#eef3ff',
  ink: '#10204a',
  page: '#f5f7fb',
  mist: '#f7f9fc',
  muted: '#8590a6',
  surface: '#ffffff',
  /** Shadows are the ink colour, faint. */
  shadow: 'rgba(16, 32, 74, 0.08)',
} as const;

export const RADIUS = 8;

export const THEME: ThemeConfig = {
  token: { colorPrimary: PALETTE.primary, borderRadius: RADIUS },
  components: { Layout: { headerBg: PALETTE.surface, headerPadding: '0 24px' } },
};

/** `primaryDeep` → `--verity-primary-deep`. */
function cssName(key: string): string {
  return `--verity-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export function applyThemeVariables(root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(PALETTE)) root.style.setProperty(cssName(key), value);
  root.style.setProperty('--verity-radius', `${RADIUS}px`);
}
