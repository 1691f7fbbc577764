import { PRODUCT_NAME } from '@/config/product';
import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Notice"
      updated={PRIVACY_UPDATED}
      intro={`This notice explains what ${PRODUCT_NAME} collects when you use it, why, and the choices you have.`}
      sections={PRIVACY_SECTIONS}
    />
  );
}
