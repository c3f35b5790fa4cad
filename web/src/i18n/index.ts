import { useCallback, useMemo, useSyncExternalStore } from 'react';
import enUS, { type Dictionary, type MessageKey as BaseKey } from './en-US';
import zhCN from './zh-CN';
import { getItem, setItem } from '@/utils/storage';

/**
 * Keys of texts a console area loads with its own chunk rather than with every page (public
 * pages have a size budget): the area declares them with {@link defineMessages} and augments
 * this interface with their names, so `t()` type-checks them like the rest.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyMessages {}
export type MessageKey = BaseKey | Extract<keyof LazyMessages, string>;
export type Locale = 'zh-CN' | 'en-US';
export type TranslateVars = Record<string, string | number>;
export type Translate = (key: MessageKey, vars?: TranslateVars) => string;

export const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];
export const LOCALE_STORAGE_KEY = 'verityLocale';

const dictionaries: Record<Locale, Dictionary> = { 'en-US': enUS, 'zh-CN': zhCN };
const lazy: Record<Locale, Record<string, string>> = { 'en-US': {}, 'zh-CN': {} };

/**
 * Registers a console area's texts in both languages (the type makes zh-CN name every en-US key);
 * called when the area's chunk loads, before anything of it renders.
 */
export function defineMessages<K extends string>(messages: { 'en-US': Record<K, string>; 'zh-CN': Record<K, string> }) {
  Object.assign(lazy['en-US'], messages['en-US']);
  Object.assign(lazy['zh-CN'], messages['zh-CN']);
  return messages;
}

/** Every text of one language: the shared dictionary and the areas registered so far (tests). */
export function messageTable(locale: Locale): Record<string, string> {
  return { ...(dictionaries[locale] as Record<string, string>), ...lazy[locale] };
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US';
}

/** Browser language → locale: any Chinese variant is zh-CN, everything else en-US. */
export function localeFromLanguage(language: string | undefined | null): Locale {
  return language && language.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

export function detectLocale(): Locale {
  const saved = getItem<string>(LOCALE_STORAGE_KEY);
  if (isLocale(saved)) return saved;
  return localeFromLanguage(typeof navigator === 'undefined' ? undefined : navigator.language);
}

let current: Locale = detectLocale();
const listeners = new Set<() => void>();

function applyDocumentLanguage(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
applyDocumentLanguage(current);

export function getLocale(): Locale {
  return current;
}

/** Switches the language and remembers the choice (localStorage). */
export function setLocale(locale: Locale): void {
  setItem(LOCALE_STORAGE_KEY, locale);
  if (locale === current) return;
  current = locale;
  applyDocumentLanguage(locale);
  listeners.forEach((l) => l());
}

/** Re-reads the stored choice / browser language (tests). */
export function resetLocale(): void {
  current = detectLocale();
  applyDocumentLanguage(current);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function format(template: string, vars?: TranslateVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

/** Translates outside React (request layer, validators); follows the current locale. */
export function translate(key: MessageKey, vars?: TranslateVars, locale: Locale = current): string {
  const text = (dictionaries[locale] as Record<string, string>)[key] ?? lazy[locale][key] ?? (enUS as Record<string, string>)[key] ?? lazy['en-US'][key];
  return format(text ?? key, vars);
}

export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(enUS, key);
}

export function useI18n(): { locale: Locale; setLocale: (l: Locale) => void; t: Translate } {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale);
  const t = useCallback<Translate>((key, vars) => translate(key, vars, locale), [locale]);
  return useMemo(() => ({ locale, setLocale, t }), [locale, t]);
}
