import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The path of TypeScript 7's `tsc`, the native compiler: the `typescript` package's 7.0, installed under the
 * name `typescript-7`. The `typescript` package itself stays at 6.0, whose JavaScript API typescript-eslint,
 * Next.js and Module Federation's type plugin load (7.0 has none). Both name their command `tsc`, so which
 * one `npx tsc` runs depends on the order npm linked them; our scripts run this one by its path. It checks
 * and emits as 6.0 does, three times as fast (the typecheck from cold: 17 s against 56 s here).
 */
export function nativeTsc(): string {
  const manifest = createRequire(import.meta.url).resolve('typescript-7/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { tsc: string } };
  return join(dirname(manifest), bin.tsc);
}
