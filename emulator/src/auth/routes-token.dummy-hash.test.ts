import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH } from './routes-token';
import { BCRYPT_COST } from './routes-signup';

describe('the hash an unknown address is compared against', () => {
  it('costs what a user password costs, so both answers take as long', () => {
    expect(bcrypt.getRounds(DUMMY_HASH)).toBe(BCRYPT_COST);
    expect(bcrypt.getRounds(bcrypt.hashSync('secret-123', BCRYPT_COST))).toBe(bcrypt.getRounds(DUMMY_HASH));
  });

  it('is a whole bcrypt hash that no password entered matches', async () => {
    expect(DUMMY_HASH).toMatch(/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/);
    expect(await bcrypt.compare('', DUMMY_HASH)).toBe(false);
    expect(await bcrypt.compare('not-a-real-password', DUMMY_HASH)).toBe(false);
  });
});
