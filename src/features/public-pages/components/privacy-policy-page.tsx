import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { usePageView } from '@/lib/use-page-views';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  usePageView(paths.privacyPolicy);
  return (
    <LegalPage
      title="Privacy Notice"
      updated={PRIVACY_UPDATED}
      intro={`This notice explains what ${PRODUCT_NAME} collects when you use it, why, and the choices you have.`}
      sections={PRIVACY_SECTIONS}
    />
  );
}
