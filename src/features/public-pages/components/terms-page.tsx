import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { usePageView } from '@/lib/use-page-views';
import { TERMS_CONTACT, TERMS_SECTIONS, TERMS_UPDATED } from '../content/terms';
import { LegalPage } from './legal-page';

export function TermsPage() {
  usePageView(paths.terms);
  return (
    <LegalPage
      title="Terms and Conditions"
      updated={TERMS_UPDATED}
      intro={`These terms govern your use of ${PRODUCT_NAME}, the job-application tracker of the Showcase. By creating an account or using the tracker, you agree to them.`}
      sections={TERMS_SECTIONS}
      closing={TERMS_CONTACT}
    />
  );
}
