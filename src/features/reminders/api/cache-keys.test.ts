// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as applications from '@/lib/applications/cache-keys';
import * as reminders from './cache-keys';

const names = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([name, builder]) => name.endsWith('Key') && typeof builder === 'function')
    .map(([, builder]) => (builder as (...args: string[]) => unknown)('a', 'b'))
    .flatMap((key) => (Array.isArray(key) ? [key[0] as unknown] : []));

describe('reminders cache keys', () => {
  it('never share a name with another key of the app', () => {
    const all = [...names(reminders), ...names(applications)];
    expect(names(reminders)).toHaveLength(2);
    expect(new Set(all).size).toBe(all.length);
  });
});
