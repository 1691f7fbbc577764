// The sign-in pages; a host routes /login, /signup and /reset-password to them.
export { LoginPage } from '@/features/auth/components/login-page';
export { SignupPage } from '@/features/auth/components/signup-page';
export { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
