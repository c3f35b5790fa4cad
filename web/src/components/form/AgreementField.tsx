import { Link } from 'react-router-dom';
import { useI18n } from '@/i18n';
import { withNodes } from '@/i18n/nodes';
import { CheckboxField } from './fields';
import type { FormValues, LightForm } from './useLightForm';

/**
 * "I have read and agree to the Service Agreement and the Privacy Policy" (PIPL: consent before
 * the phone number is processed). Both documents open in a new tab, so the form keeps its input.
 */
export function AgreementField<V extends FormValues & { agree: boolean }>({ form }: { form: LightForm<V> }) {
  const { t } = useI18n();
  const link = (to: string, text: string) => (
    <Link to={to} target="_blank" rel="noopener">
      {text}
    </Link>
  );
  return (
    <CheckboxField form={form} name="agree">
      {withNodes(t('agreement.text'), {
        contract: link('/serviceContract', t('agreement.contract')),
        privacy: link('/privacyPolicy', t('agreement.privacy')),
      })}
    </CheckboxField>
  );
}
