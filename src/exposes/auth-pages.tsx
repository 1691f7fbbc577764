import { PlaceholderPage } from '@/features/public-pages/components/placeholder-page';

export { NotFoundPage } from '@/features/public-pages/components/not-found-page';

export function HomePage() {
  return <PlaceholderPage title="Track your job search" />;
}

export function LoginPage() {
  return <PlaceholderPage title="Login to Job Tracker" />;
}

export function SignupPage() {
  return <PlaceholderPage title="Create your account" />;
}

export function ResetPasswordPage() {
  return <PlaceholderPage title="Choose a new password" />;
}

export function TermsPage() {
  return <PlaceholderPage title="Terms and Conditions" />;
}

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy Notice" />;
}
