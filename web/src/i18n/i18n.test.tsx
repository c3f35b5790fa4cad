import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getItem } from '@/utils/storage';
import enUS from './en-US';
import zhCN from './zh-CN';
import { format, getLocale, LOCALE_STORAGE_KEY, localeFromLanguage, resetLocale, setLocale, translate, useI18n } from '.';

afterEach(() => {
  setLocale('en-US');
  window.localStorage.clear();
});

function Probe() {
  const { t, locale } = useI18n();
  return (
    <p>
      {locale}: {t('validation.phoneRequired')}
    </p>
  );
}

describe('i18n', () => {
  it('picks the locale from the browser language', () => {
    expect(localeFromLanguage('zh-CN')).toBe('zh-CN');
    expect(localeFromLanguage('zh-TW')).toBe('zh-CN');
    expect(localeFromLanguage('en-GB')).toBe('en-US');
    expect(localeFromLanguage('fr')).toBe('en-US');
    expect(localeFromLanguage(undefined)).toBe('en-US');

    const spy = vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('zh-CN');
    window.localStorage.clear();
    resetLocale();
    expect(getLocale()).toBe('zh-CN');
    spy.mockReturnValue('en-US');
    resetLocale();
    expect(getLocale()).toBe('en-US');
  });

  it('a persisted choice wins over the browser language', () => {
    setLocale('zh-CN');
    expect(getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    resetLocale();
    expect(getLocale()).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('components re-render when the language switches', () => {
    render(<Probe />);
    expect(screen.getByText('en-US: please enter a mobile phone number')).toBeInTheDocument();
    act(() => setLocale('zh-CN'));
    expect(screen.getByText('zh-CN: 请输入手机号码')).toBeInTheDocument();
  });

  it('formats variables and has every key in both languages', () => {
    expect(format('Resend in {seconds}s', { seconds: 5 })).toBe('Resend in 5s');
    expect(format('{missing} stays', {})).toBe('{missing} stays');
    expect(translate('sms.resend', { seconds: 9 }, 'zh-CN')).toBe('9 秒后重发');
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(enUS).sort());
    for (const value of Object.values(zhCN)) expect(value).not.toBe('');
  });
});
