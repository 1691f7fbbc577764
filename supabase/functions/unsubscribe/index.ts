// The morning e-mail's one-click unsubscribe: GET or POST ?token=… (no JWT: verify_jwt is off for it).
import { handleUnsubscribe } from './handler.ts';

Deno.serve(handleUnsubscribe);
