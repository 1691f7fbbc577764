import type { Database } from '../db/database';
import type { JwtKeys } from '../jwt';
import type { ProjectKeys } from '../keys';
import type { Mailer } from './mailer';
import type { OidcClient } from './oidc-client';
import type { RateLimiter } from './rate-limiter';
import type { SessionContext } from './sessions';
import type { AuthSettings } from './settings';

export interface AuthContext {
  db: Database;
  settings: AuthSettings;
  keys: ProjectKeys;
  /** What access tokens are signed and verified with (the secret, and asymmetric keys when switched on). */
  jwtKeys: JwtKeys;
  /** The API's public base URL (no trailing slash), known once the server listens. */
  externalUrl(): string;
  mailer: Mailer;
  limiter: RateLimiter;
  google: OidcClient | null;
  sessions(): SessionContext;
}
