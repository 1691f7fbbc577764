import { freePort } from '../../tests/reliability/support/emulator-process';

/**
 * The port of one of the bench's servers. With `BENCH_PORT_OFFSET` set (several people benchmarking on
 * one machine), fixed ports 3200, 3201, 3202 and 54500 plus the offset, like the end-to-end stack's
 * `E2E_PORT_OFFSET`; without it, a port the kernel says is free.
 */
export async function benchPort(base: 3200 | 3201 | 3202 | 54500): Promise<number> {
  const offset = process.env.BENCH_PORT_OFFSET;
  if (offset === undefined || offset === '') return freePort();
  if (!/^\d{1,4}$/.test(offset)) throw new Error(`BENCH_PORT_OFFSET must be a whole number, got "${offset}"`);
  return base + Number(offset);
}
