// The pages a visitor sees before the board; a host routes each path to one of them.
export { LoginPage } from '@/features/auth/components/login-page';
export { SignupPage } from '@/features/auth/components/signup-page';
export { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
export { HomePage } from '@/features/public-pages/components/home-page';
export { TermsPage } from '@/features/public-pages/components/terms-page';
export { PrivacyPolicyPage } from '@/features/public-pages/components/privacy-policy-page';
export { NotFoundPage } from '@/features/public-pages/components/not-found-page';
export { ErrorScreen } from '@/features/public-pages/components/error-screen';
