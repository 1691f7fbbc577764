import type * as AuthPagesModule from 'job_tracker/AuthPages';
import type * as PublicPagesModule from 'job_tracker/PublicPages';
import { lazy, type ComponentType } from 'react';

type AuthPages = typeof AuthPagesModule;
type PublicPages = typeof PublicPagesModule;

/** One lazily loaded page of the remote's AuthPages module. */
function authPage<K extends keyof AuthPages>(name: K) {
  return lazy(async () => ({ default: (await import('job_tracker/AuthPages'))[name] as ComponentType }));
}

/** One lazily loaded page of the remote's PublicPages module. */
function publicPage<K extends keyof PublicPages>(name: K) {
  return lazy(async () => ({ default: (await import('job_tracker/PublicPages'))[name] as ComponentType }));
}

export const TrackerProviders = lazy(() => import('job_tracker/Providers'));
export const Header = lazy(() => import('job_tracker/Header'));
export const Board = lazy(() => import('job_tracker/Board'));
export const LoginPage = authPage('LoginPage');
export const SignupPage = authPage('SignupPage');
export const ResetPasswordPage = authPage('ResetPasswordPage');
export const HomePage = publicPage('HomePage');
export const TermsPage = publicPage('TermsPage');
export const PrivacyPolicyPage = publicPage('PrivacyPolicyPage');
export const NotFoundPage = publicPage('NotFoundPage');
export const ErrorScreen = publicPage('ErrorScreen');
