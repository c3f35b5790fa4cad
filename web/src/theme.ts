/**
 * Design tokens: the one place the app's colours and shared measures are written. antd reads
 * them through ConfigProvider (`themeFor`); the app's own stylesheets (CSS modules beside their
 * components) through the `--verity-*` CSS variables that `applyThemeVariables` sets on the
 * document from the same values.
 *
 * Text colours keep a contrast of at least 4.5:1 on the surfaces they are used on (white, `page`,
 * `primarySoft`); theme.test.ts checks the pairs.
 */
import type { ThemeConfig } from 'antd';

export const PALETTE = {
  primary: '#1f4fd1',
  primaryDeep: '#0f2a6b',
  primaryBright: '#3d7bfa',
  /** Hover and pressed states darken rather than lighten, so text in them keeps 4.5:1. */
  primaryHover: '#1a43b3',
  primaryActive: '#163a9c',
  primarySoft: '#eef3ff',
  ink: '#10204a',
  /** Body text. */
  text: '#1f2940',
  /** Secondary text: captions, hints, footers (5.9:1 on white, 5.5:1 on `page`). */
  textSecondary: '#5a6478',
  /** Input placeholders (5.3:1 on white). */
  placeholder: '#626c80',
  border: '#c9d0dc',
  page: '#f5f7fb',
  mist: '#f7f9fc',
  surface: '#ffffff',
  /** Error text and borders (5.6:1 on white). */
  error: '#cf1322',
  /** Warning text (5.4:1 on white); icons may use antd's brighter warning colour. */
  warning: '#ad4e00',
  success: '#237804',
  /** Shadows are the ink colour, faint. */
  shadow: 'rgba(16, 32, 74, 0.08)',
  /** The focus ring of every control. */
  focus: 'rgba(31, 79, 209, 0.45)',
} as const;

export const RADIUS = 8;

/** Below this width the console's menu is a drawer and its header keeps to one row (antd's `md`). */
export const DRAWER_BREAKPOINT = 768;

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: PALETTE.primary,
    colorLink: PALETTE.primary,
    colorPrimaryHover: PALETTE.primaryHover,
    colorPrimaryActive: PALETTE.primaryActive,
    colorPrimaryTextHover: PALETTE.primaryHover,
    colorPrimaryTextActive: PALETTE.primaryActive,
    colorLinkHover: PALETTE.primaryHover,
    colorLinkActive: PALETTE.primaryActive,
    colorText: PALETTE.text,
    colorTextSecondary: PALETTE.textSecondary,
    colorTextTertiary: PALETTE.textSecondary,
    colorTextDescription: PALETTE.textSecondary,
    colorTextPlaceholder: PALETTE.placeholder,
    colorError: PALETTE.error,
    colorErrorText: PALETTE.error,
    colorWarningText: PALETTE.warning,
    colorSuccessText: PALETTE.success,
    borderRadius: RADIUS,
  },
  components: {
    Breadcrumb: { itemColor: PALETTE.textSecondary, separatorColor: PALETTE.textSecondary, lastItemColor: PALETTE.text },
  },
};

/** The theme as the reader's system asks for it: no component motion when it asks for less. */
export function themeFor({ reducedMotion }: { reducedMotion: boolean }): ThemeConfig {
  return reducedMotion ? { ...THEME, token: { ...THEME.token, motion: false } } : THEME;
}

/** `primaryDeep` → `--verity-primary-deep`. */
function cssName(key: string): string {
  return `--verity-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

export function applyThemeVariables(root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(PALETTE)) root.style.setProperty(cssName(key), value);
  root.style.setProperty('--verity-radius', `${RADIUS}px`);
}
