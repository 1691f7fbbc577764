import type * as AuthPagesModule from 'job_tracker/AuthPages';
import { lazy, type ComponentType } from 'react';

type AuthPages = typeof AuthPagesModule;

/** One lazily loaded page of the remote's AuthPages module. */
function authPage<K extends keyof AuthPages>(name: K) {
  return lazy(async () => ({ default: (await import('job_tracker/AuthPages'))[name] as ComponentType }));
}

export const TrackerProviders = lazy(() => import('job_tracker/Providers'));
export const Header = lazy(() => import('job_tracker/Header'));
export const Board = lazy(() => import('job_tracker/Board'));
export const HomePage = authPage('HomePage');
export const LoginPage = authPage('LoginPage');
export const SignupPage = authPage('SignupPage');
export const ResetPasswordPage = authPage('ResetPasswordPage');
export const TermsPage = authPage('TermsPage');
export const PrivacyPolicyPage = authPage('PrivacyPolicyPage');
export const NotFoundPage = authPage('NotFoundPage');
export const ErrorScreen = authPage('ErrorScreen');
