import { ErrorScreen as ErrorPage } from '@/features/public-pages/components/error-screen';
import { HomePage as Home } from '@/features/public-pages/components/home-page';
import { NotFoundPage as NotFound } from '@/features/public-pages/components/not-found-page';
import { PrivacyPolicyPage as PrivacyPolicy } from '@/features/public-pages/components/privacy-policy-page';
import { TermsPage as Terms } from '@/features/public-pages/components/terms-page';
import { scoped } from '@/lib/tracker-scope';

// The pages anyone may read, and the screens for a missing page or a crash; a host routes to them.
export const HomePage = scoped(Home);
export const TermsPage = scoped(Terms);
export const PrivacyPolicyPage = scoped(PrivacyPolicy);
export const NotFoundPage = scoped(NotFound);
export const ErrorScreen = scoped(ErrorPage);
