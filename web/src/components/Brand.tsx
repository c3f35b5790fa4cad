import { useI18n } from '../i18n';

/** Logo mark + product name. */
export default function Brand({ name, inverted = false, compact = false }: { name?: string; inverted?: boolean; compact?: boolean }) {
  const { t } = useI18n();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <img src="/favicon.svg" alt="" width={28} height={28} style={{ borderRadius: 6 }} />
      {compact ? null : (
        <span
          style={{
            fontSize: 20,
            fontWeight: 700,
            letterSpacing: 0.3,
            color: inverted ? '#fff' : '#10204a',
          }}
        >
          {name || t('app.name')}
        </span>
      )}
    </span>
  );
}
