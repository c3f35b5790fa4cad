import type { Rule } from 'antd/es/form';
import type { Locale, MessageKey, Translate } from '@/i18n';
import { formatFen } from '@/utils/money';
import { yuanProblem } from './service';

/**
 * The rule of an amount typed in yuan: required, money with at most two decimals, from `minFen`
 * to `maxFen`. `messages` names the field's own texts (e.g. the recharge's limits).
 */
export function yuanRules(
  t: Translate,
  locale: Locale,
  minFen: number,
  maxFen: number,
  messages: { required: MessageKey; min: MessageKey; max: MessageKey },
): Rule[] {
  return [
    {
      required: true,
      validator: (_rule, value: string | undefined) => {
        const problem = yuanProblem(value, minFen, maxFen);
        if (!problem) return Promise.resolve();
        const text =
          problem === 'required'
            ? t(messages.required)
            : problem === 'format'
              ? t('finance.amountFormat')
              : problem === 'min'
                ? t(messages.min, { amount: formatFen(minFen, locale) })
                : t(messages.max, { amount: formatFen(maxFen, locale) });
        return Promise.reject(new Error(text));
      },
    },
  ];
}

/** Keeps what may be part of an amount: digits, one point, grouping commas (full-width ones become ASCII). */
export function normalizeYuan(value: string | undefined): string {
  return (value ?? '').replace(/[．。]/g, '.').replace(/，/g, ',').replace(/[^\d.,]/g, '');
}
