import PublicShell from '@/components/PublicShell';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';
import { format, useI18n } from '@/i18n';
import { useLogin } from '@/models/login';
import { lazyPage } from '@/router/lazyPage';
import { useSiteConfig } from '@/services/siteConfig';
import { PRIVACY_POLICY, SERVICE_AGREEMENT, type LegalDocument } from './content';
import styles from './index.module.css';

/** One legal document in the current language, with the operator and contacts from the site config. */
function LegalPage({ documents, testId }: { documents: typeof SERVICE_AGREEMENT; testId: string }) {
  const { t, locale } = useI18n();
  const site = useSiteConfig();
  const doc: LegalDocument = documents[locale];
  useDocumentTitle(doc.title);
  const vars = {
    operator: site.legalName ?? site.productName ?? t('app.name'),
    product: site.productName ?? t('app.name'),
    phone: site.supportPhone ?? '—',
    email: site.supportEmail ?? '—',
  };
  const fill = (text: string) => format(text, vars);
  return (
    <PublicShell>
      <article className={styles.document} data-testid={testId}>
        <h1 className={styles.title}>{doc.title}</h1>
        <p className={styles.version}>{doc.version}</p>
        <p className={styles.intro}>{fill(doc.intro)}</p>
        {doc.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs?.map((p) => <p key={p}>{fill(p)}</p>)}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{fill(item)}</li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((p) => <p key={p}>{fill(p)}</p>)}
          </section>
        ))}
      </article>
    </PublicShell>
  );
}

/** The contract in force for a member's enterprise, with its acceptance (its own chunk: anonymous readers never load it). */
const EnterpriseContract = lazyPage(() => import('./EnterpriseContract'));

/**
 * The service contract: the published agreement for anyone; for a signed-in member of an
 * enterprise, the server's contract in force and its acceptance.
 */
export function ServiceContractPage() {
  const { signedIn, state } = useLogin();
  if (signedIn && state.userInfo?.enterprise) return <EnterpriseContract />;
  return <LegalPage documents={SERVICE_AGREEMENT} testId="service-contract" />;
}

export function PrivacyPolicyPage() {
  return <LegalPage documents={PRIVACY_POLICY} testId="privacy-policy" />;
}
