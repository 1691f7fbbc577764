import type { Browser, CDPSession, Page } from '@playwright/test';
import { keyboardMoveCard, logIn, paintedIn, settle, visibleCardsCheck } from '../lib/board-page';
import { sleep } from '../lib/stats';

// The page's JavaScript heap with a big board, and a leak check: the heap after a first series of moves,
// and again after many more, each after a full garbage collection. At each reading a heap snapshot also
// tells how much of the heap is V8's compiled code (the optimising compiler's output for functions that
// became hot), which grows as the moves warm the app's code up and is no object of ours: the leak check
// is judged on the heap without it, and the report shows both.

export const FIRST_MOVES = 20;
export const FURTHER_MOVES = 200;
/** The growth the leak check judges: the used heap's, less that of compiled code. */
export function growthWithoutCode(memory: MemoryReport): number {
  return (
    memory.afterFurtherMoves - memory.afterFirstMoves - (memory.codeAfterFurtherMoves - memory.codeAfterFirstMoves)
  );
}

/**
 * "No growth": what the used heap of the same page differs by between two readings after a full
 * collection with nothing retained in between (measured: well under this), so a leak of 2.5 kB a move
 * or more shows.
 */
export const LEAK_TOLERANCE_MB = 0.5;

export interface MemoryReport {
  size: number;
  /** Used JS heap (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage), MB (10⁶ bytes). */
  afterFirstMoves: number;
  /** The same page read again two seconds later with nothing done: what two readings differ by. */
  idleDifference: number;
  /** Halfway through the further moves, the same way. */
  midway: number;
  afterFurtherMoves: number;
  /** Compiled code (heap-snapshot nodes of type `code`) at the three readings, MB. */
  codeAfterFirstMoves: number;
  codeMidway: number;
  codeAfterFurtherMoves: number;
  firstMoves: number;
  furtherMoves: number;
}

/** Collects garbage until the heap stops shrinking, then reads the used size in MB (10⁶ bytes). */
async function heapAfterGc(cdp: CDPSession): Promise<number> {
  let used = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 5; i++) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    if (usedSize >= used - 64 * 1024) return Math.min(used, usedSize) / 1e6;
    used = usedSize;
    await sleep(200);
  }
  return used / 1e6;
}

/** MB of the heap that is compiled code: the self sizes of a heap snapshot's nodes of type `code`. */
async function compiledCode(cdp: CDPSession): Promise<number> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.meta.node_fields;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = snapshot.meta.node_types[0].indexOf('code');
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (nodes[i + typeAt] === code) bytes += nodes[i + sizeAt]!;
  return bytes / 1e6;
}

/** One keyboard move, done when its card is painted in the new column and the server has answered. */
async function move(page: Page, run: number) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/rest/v1/job_applications'),
  );
  const { id, to } = await keyboardMoveCard(page, run);
  await paintedIn(page, id, to);
  await saved;
}

export async function measureMemory(
  browser: Browser,
  hostUrl: string,
  user: { email: string; password: string },
  size: number,
): Promise<MemoryReport> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await logIn(page, hostUrl, user.email, user.password);
    await page.goto(`${hostUrl}/`);
    await page.waitForFunction(visibleCardsCheck(size), undefined, { polling: 'raf', timeout: 120_000 });
    await settle(page);
    let run = 0;
    for (; run < FIRST_MOVES; run++) await move(page, run);
    await settle(page);
    const afterFirstMoves = await heapAfterGc(cdp);
    await sleep(2000);
    const idleDifference = (await heapAfterGc(cdp)) - afterFirstMoves;
    const codeAfterFirstMoves = await compiledCode(cdp);
    for (; run < FIRST_MOVES + FURTHER_MOVES / 2; run++) await move(page, run);
    await settle(page);
    const midway = await heapAfterGc(cdp);
    const codeMidway = await compiledCode(cdp);
    for (; run < FIRST_MOVES + FURTHER_MOVES; run++) await move(page, run);
    await settle(page);
    const afterFurtherMoves = await heapAfterGc(cdp);
    const codeAfterFurtherMoves = await compiledCode(cdp);
    return {
      size,
      afterFirstMoves,
      idleDifference,
      midway,
      afterFurtherMoves,
      codeAfterFirstMoves,
      codeMidway,
      codeAfterFurtherMoves,
      firstMoves: FIRST_MOVES,
      furtherMoves: FURTHER_MOVES,
    };
  } finally {
    await context.close();
  }
}
