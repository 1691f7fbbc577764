// The pages anyone may read, and the screens for a missing page or a crash; a host routes to them.
export { HomePage } from '@/features/public-pages/components/home-page';
export { TermsPage } from '@/features/public-pages/components/terms-page';
export { PrivacyPolicyPage } from '@/features/public-pages/components/privacy-policy-page';
export { NotFoundPage } from '@/features/public-pages/components/not-found-page';
export { ErrorScreen } from '@/features/public-pages/components/error-screen';
