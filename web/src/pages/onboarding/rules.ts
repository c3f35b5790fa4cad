/** The enterprise's fields as the light form checks them (the server checks them again). */
import { phoneRule } from '@/components/form/rules';
import type { Translate } from '@/i18n';
import { ENTERPRISE_LIMITS } from '@/services/enterprise';
import { isCreditCode } from '@/utils/creditCode';

const LIMITS = ENTERPRISE_LIMITS;

const required = (t: Translate, missing: Parameters<Translate>[0], max?: number) => (value: string) =>
  !value.trim() ? t(missing) : max && value.trim().length > max ? t('enterprise.tooLong', { max }) : null;

export function enterpriseRules(t: Translate) {
  return {
    name: required(t, 'enterprise.nameRequired', LIMITS.name),
    creditCode: (v: string) => (!v ? t('enterprise.creditCodeRequired') : isCreditCode(v) ? null : t('enterprise.creditCodeInvalid')),
    regionCode: (v: string) => (v ? null : t('enterprise.regionRequired')),
    address: required(t, 'enterprise.addressRequired', LIMITS.address),
    contactName: required(t, 'enterprise.contactNameRequired', LIMITS.contactName),
    contactPhone: phoneRule(t),
    licenseFileKey: (v: string) => (v ? null : t('enterprise.licenseRequired')),
  };
}
