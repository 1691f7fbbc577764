import { LoginPage as Login } from '@/features/auth/components/login-page';
import { ResetPasswordPage as ResetPassword } from '@/features/auth/components/reset-password-page';
import { SignupPage as Signup } from '@/features/auth/components/signup-page';
import { scoped } from '@/lib/tracker-scope';

// The sign-in pages; a host routes /login, /signup and /reset-password to them.
export const LoginPage = scoped(Login);
export const SignupPage = scoped(Signup);
export const ResetPasswordPage = scoped(ResetPassword);
