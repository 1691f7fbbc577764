import type { ReactNode } from 'react';

// The shapes of the tracker's modules this site uses. A host with a federation build plugin gets them from
// the remote's published types (@mf-types.zip); a runtime-API host writes down the part it uses.

/** Each of them is a function component. */
type Component<Props> = (props: Props) => ReactNode;

export interface ProvidersModule {
  default: Component<{
    supabaseUrl: string;
    supabaseAnonKey: string;
    basePath?: string;
    showcaseUrl?: string;
    children: ReactNode;
  }>;
}

export interface HeaderModule {
  default: Component<{
    brand?: { name: string; href: string; logoSrc?: string } | false;
    links?: { label: string; href: string }[];
  }>;
}

type Page = Component<Record<string, never>>;

export interface BoardModule {
  default: Page;
}

export interface AuthPagesModule {
  LoginPage: Page;
  SignupPage: Page;
  ResetPasswordPage: Page;
}

export interface PublicPagesModule {
  TermsPage: Page;
  PrivacyPolicyPage: Page;
  NotFoundPage: Page;
}
