import type { BenchResults } from './run';
import { show, type Figure } from './lib/stats';
import type { LatencyFigure } from './sections/board-latency';
import { growthWithoutCode, LEAK_TOLERANCE_MB } from './sections/board-memory';
import { HOST_PART, type LoadWeight } from './sections/first-load';
import type { LighthouseReport } from './sections/lighthouse';

// The README's table: every figure with its target, and whether it is met.

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const verdict = (met: boolean) => (met ? 'met' : '**missed**');
const ratio = (a: Figure, b: Figure) => a.median / b.median;
const mb = (value: number) => `${value.toFixed(1)} MB`;
const signedMb = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)} MB`;
/** `p75 24 ms (16–40, n=8)`, saying how many interactions stayed under the API's 16 ms threshold. */
const latency = (f: LatencyFigure) =>
  `p75 ${Math.round(f.p75)} ms (${Math.round(f.min)}–${Math.round(f.max)}, n=${f.runs}${f.belowThreshold ? `; ${f.belowThreshold} under 16` : ''})`;

/** A first load's total and, when known, the host's share of it: the part the tracker cannot remove. */
/** Lighthouse's estimate of the main thread's whole work while the page loads (the throttled phone), if listed. */
const mainThreadAll = (l: LighthouseReport | undefined): Figure | undefined =>
  l?.mainThread?.find((m) => m.part === 'all')?.ms;

/** /login's main-thread work over the reference page's, when both were measured in the run. */
function loginRatio(r: BenchResults): { login: Figure; reference: Figure; ratio: number } | null {
  const login = mainThreadAll(r.lighthouse);
  const reference = mainThreadAll(r.lighthouseReference);
  return login && reference ? { login, reference, ratio: ratio(login, reference) } : null;
}

function weight(w: LoadWeight): string {
  const total = `${w.totalKiB.toFixed(1)} KiB`;
  if (!w.parts) return total;
  const host = w.parts.filter((p) => p.part.startsWith(`${HOST_PART}:`)).reduce((sum, p) => sum + p.kib, 0);
  const font = w.parts.filter((p) => p.part.startsWith('font')).reduce((sum, p) => sum + p.kib, 0);
  return `${total}: the host's page and libraries ${host.toFixed(1)}, the font ${font.toFixed(1)}, the tracker and its data ${(w.totalKiB - host - font).toFixed(1)}`;
}

export function renderReport(r: BenchResults): string {
  const lines: string[] = [
    `Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine}, with \`${r.command}\`.`,
    '',
  ];
  lines.push('Each figure: median of the runs (smallest–largest, number of runs).', '');

  if (r.board) {
    lines.push('### The board in headless Chromium (production build, 1440×900)', '');
    lines.push(
      "| applications | navigation → visible cards painted | static floor (same markup, no script) | ratio | of it: navigation → the board's data arrived | data → cards painted | cards in the DOM | scripting, first render | static page scripting | main thread, first render | static main thread |",
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const b of r.board) {
      const afterData = b.dataArrived ? `${(b.appVisible.median - b.dataArrived.median).toFixed(0)} ms` : '–';
      lines.push(
        `| ${b.size} | ${show(b.appVisible)} | ${show(b.staticVisible)} | ${ratio(b.appVisible, b.staticVisible).toFixed(2)}× | ${b.dataArrived ? show(b.dataArrived) : '–'} | ${afterData} | ${show(b.cardsInDom)} | ${show(b.appScripting)} | ${show(b.staticScripting)} | ${show(b.appMainThread)} | ${show(b.staticMainThread)} |`,
      );
    }
    lines.push('');
    lines.push(
      '| applications | drop: scripting to next paint | drop: main thread | drop → paint (wall) | keyboard move: scripting | keyboard: main thread | keyboard → paint (wall) | the answer’s scripting: drop / keyboard | API requests per load | API bytes per load |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const b of r.board) {
      lines.push(
        `| ${b.size} | ${show(b.dropScripting)} | ${show(b.dropMainThread)} | ${show(b.dropToPaint)} | ${show(b.keyboardScripting)} | ${show(b.keyboardMainThread)} | ${show(b.keyboardToPaint)} | ${b.dropAnswerScripting && b.keyboardAnswerScripting ? `${show(b.dropAnswerScripting)} / ${show(b.keyboardAnswerScripting)}` : '–'} | ${show(b.apiRequests)} | ${show(b.apiBytes)} |`,
      );
    }
    lines.push('', `API calls of one load: ${r.board[0]?.apiPaths.join(', ')}.`, '');

    const withLatency = r.board.filter((b) => b.latency);
    if (withLatency.length > 0) {
      lines.push('### Interaction latency on the board (Event Timing, INP-style: p75 of each interaction)', '');
      lines.push(
        '| applications | CPU | drop | keyboard move | open the detail dialog | search keystroke |',
        '| --- | --- | --- | --- | --- | --- |',
      );
      for (const b of withLatency)
        for (const l of b.latency!)
          lines.push(
            `| ${b.size} | ${l.throttle === 1 ? 'unthrottled' : `${l.throttle}× slowdown`} | ${latency(l.drop)} | ${latency(l.keyboardMove)} | ${latency(l.openDetail)} | ${latency(l.searchKeystroke)} |`,
          );
      lines.push('');
    }
    const memory = r.board.find((b) => b.memory)?.memory;
    if (memory) {
      lines.push(`### Memory: the JS heap with ${memory.size} applications (after a full garbage collection)`, '');
      const code = (value: number | undefined) => (value === undefined ? '–' : mb(value));
      lines.push(
        `| | after loading and ${memory.firstMoves} moves | read again 2 s later, idle | after ${memory.firstMoves + memory.furtherMoves / 2} moves | after ${memory.firstMoves + memory.furtherMoves} moves | growth over the last ${memory.furtherMoves} moves |`,
        '| --- | --- | --- | --- | --- | --- |',
        `| used heap | ${mb(memory.afterFirstMoves)} | ${signedMb(memory.idleDifference)} | ${mb(memory.midway)} | ${mb(memory.afterFurtherMoves)} | ${signedMb(memory.afterFurtherMoves - memory.afterFirstMoves)} |`,
      );
      if (memory.codeAfterFirstMoves !== undefined) {
        lines.push(
          `| of it compiled code | ${code(memory.codeAfterFirstMoves)} | | ${code(memory.codeMidway)} | ${code(memory.codeAfterFurtherMoves)} | ${signedMb(memory.codeAfterFurtherMoves - memory.codeAfterFirstMoves)} |`,
          `| without compiled code | ${mb(memory.afterFirstMoves - memory.codeAfterFirstMoves)} | | ${mb(memory.midway - memory.codeMidway)} | ${mb(memory.afterFurtherMoves - memory.codeAfterFurtherMoves)} | ${signedMb(growthWithoutCode(memory))} |`,
        );
      }
      lines.push('');
    }
  }

  if (r.insights) {
    const i = r.insights;
    lines.push(`### Insights in headless Chromium (${i.size} applications, ${i.historyRows} history rows)`, '');
    lines.push(
      '| what | scripting | main thread | to paint (wall) |',
      '| --- | --- | --- | --- |',
      `| open /?view=insights (board data, lazy chunk, history, compute, render) | ${show(i.openScripting)} | | ${show(i.openToPaint)} |`,
      `| choose another period (compute and render the whole view) | ${show(i.renderScripting)} | ${show(i.renderMainThread)} | ${show(i.renderToPaint)} |`,
      '',
    );
  }

  if (r.table) {
    const t = r.table;
    lines.push(
      `### The table and the command palette in headless Chromium (${t.size.toLocaleString('en')} applications)`,
      '',
    );
    lines.push('| what | scripting | to paint (wall) |', '| --- | --- | --- |');
    for (const c of t.sortScripting)
      lines.push(`| sort by ${c.column} (a header click, either way) | ${show(c.scripting)} | |`);
    lines.push(
      `| the sort alone (\`sortApplications\` in Node, every column both ways) | ${show(t.sortOnly)} | |`,
      `| every sort click | | ${show(t.sortToPaint)} |`,
      `| a letter typed into the palette (searches every application) | ${show(t.paletteScripting)} | ${show(t.paletteToPaint)} |`,
      '',
    );
  }

  if (r.import?.length) {
    lines.push('### Import of 1,000 rows (a Huntr-style CSV with notes and salaries)', '');
    lines.push(
      '| database | read, map and plan the CSV | first import after start | import (one RPC, over HTTP) | payload |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const i of r.import)
      lines.push(
        `| ${i.backend} | ${show(i.prepare)} | ${Math.round(i.firstCall)} ms | ${show(i.call)} | ${kib(i.payloadBytes)} |`,
      );
    lines.push('');
    const bulk = r.import.flatMap((i) => (i.bulk ? [{ backend: i.backend, bulk: i.bulk }] : []));
    if (bulk.length) {
      lines.push(
        `### The table's bulk actions on ${bulk[0]!.bulk.size.toLocaleString('en')} applications (one request each, over HTTP)`,
        '',
        '| database | move all to another stage | undo that move |',
        '| --- | --- | --- |',
      );
      for (const i of bulk) lines.push(`| ${i.backend} | ${show(i.bulk.move)} | ${show(i.bulk.undo)} |`);
      lines.push('');
    }
  }

  if (r.realtime?.length) {
    lines.push('### Realtime: an update over REST until its postgres_changes event arrives', '');
    lines.push('| database | one subscriber | the last of 50 subscribers (one socket each) |', '| --- | --- | --- |');
    for (const t of r.realtime) lines.push(`| ${t.backend} | ${show(t.latency)} | ${show(t.fanOut)} |`);
    lines.push('');
  }

  if (r.lighthouse) {
    const l = r.lighthouse;
    lines.push(
      `### Lighthouse ${l.lighthouseVersion} on /login (production build, ${l.formFactor}, simulated throttling)`,
      '',
    );
    lines.push(
      '| performance | accessibility | best practices | largest paint | first paint | total blocking time |',
      '| --- | --- | --- | --- | --- | --- |',
      `| ${show(l.performance)} | ${show(l.accessibility)} | ${show(l.bestPractices)} | ${show(l.largestPaint)} | ${show(l.firstPaint)} | ${show(l.blockingTime)} |`,
      '',
      // The score is shown, not targeted: on shared machines it measures the machine as much as the page.
      `Target: accessibility 100 (${verdict(l.accessibility.min === 100)}); the performance score is shown, not targeted.` +
        (l.failedAccessibility.length ? ` Failed accessibility audits: ${l.failedAccessibility.join(', ')}.` : ''),
      '',
    );
    const compared = loginRatio(r);
    if (compared)
      lines.push(
        "Main-thread work while loading, Lighthouse's estimate for the phone (4× CPU), beside the reference page the",
        'bench builds in the same run (the same form in React 19, plain elements, one bundle, no federation):',
        '',
        '| /login | reference page | ratio |',
        '| --- | --- | --- |',
        `| ${show(compared.login)} | ${show(compared.reference)} | ${compared.ratio.toFixed(2)}× |`,
        '',
      );
    if (l.mainThread?.length) {
      lines.push(
        "Where the main thread's time goes while /login loads, as Lighthouse estimates it for the phone (each file's",
        'tasks, evaluation and every call into it; React DOM carries the rendering of every component):',
        '',
        '| part | main thread |',
        '| --- | --- |',
        ...l.mainThread.map((m) => `| ${m.part === 'all' ? '**all**' : m.part} | ${show(m.ms)} |`),
        '',
      );
    }
  }

  if (r.bundle) {
    lines.push('### JavaScript of the remote (gzip, level 9)', '');
    lines.push('| exposed module | own JavaScript | files | its CSS |', '| --- | --- | --- | --- |');
    for (const e of r.bundle.exposes)
      lines.push(`| \`${e.expose}\` | ${kib(e.ownJsGzip)} | ${e.files} | ${kib(e.cssGzip)} |`);
    lines.push(`| \`remoteEntry.js\` (the container, once per page) | ${kib(r.bundle.remoteEntryGzip)} | 1 | |`);
    lines.push(
      `| shared libraries (React, Mantine, SWR, supabase-js, router; one copy per page) | ${kib(r.bundle.sharedLibrariesGzip)} | | |`,
      '',
    );
  }
  if (r.firstLoad) {
    lines.push(
      "### The sandbox's first load (empty cache, as sent: Brotli for text, as the preview server sends it)",
      '',
    );
    lines.push(
      '| page | requests | total | JavaScript | CSS | fonts | other |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const w of [r.firstLoad.login, r.firstLoad.board]) {
      lines.push(
        `| ${w.page} | ${w.requests} | ${w.totalKiB.toFixed(1)} KiB | ${w.jsKiB.toFixed(1)} KiB | ${w.cssKiB.toFixed(1)} KiB | ${w.fontKiB.toFixed(1)} KiB | ${w.otherKiB.toFixed(1)} KiB |`,
      );
    }
    lines.push('');
    const { login, board } = r.firstLoad;
    if (login.parts && board.parts) {
      // Who brings each byte: the host's part is what the host contract fixes, whatever the tracker does.
      const names = [...new Set([...login.parts, ...board.parts].map((p) => p.part))];
      const of = (w: LoadWeight, name: string) => w.parts?.find((p) => p.part === name)?.kib ?? 0;
      names.sort((a, b) => of(board, b) + of(login, b) - of(board, a) - of(login, a));
      lines.push('What each first load is made of (KiB as sent), by who brings it:', '');
      lines.push(`| part | ${login.page} | ${board.page} |`, '| --- | --- | --- |');
      for (const name of names)
        lines.push(`| ${name} | ${of(login, name).toFixed(1)} | ${of(board, name).toFixed(1)} |`);
      lines.push('');
    }
  }
  if (r.startup) {
    lines.push('### Start-up to ready', '');
    lines.push('| command | first run (empty data folder) | warm |', '| --- | --- | --- |');
    lines.push(
      `| \`npm start\` (emulator, remote, host) | ${show(r.startup.npmStartFirst)} | ${show(r.startup.npmStartWarm)} |`,
    );
    lines.push(`| \`npm run emulator\` | ${show(r.startup.emulatorFirst)} | ${show(r.startup.emulatorWarm)} |`, '');
  }
  if (r.load) {
    lines.push('### The emulator under load (list, insert, move per user, loopback)', '');
    lines.push(
      '| database | users | p50 | p99 | throughput | floor p50 (same SQL, direct) | floor p99 | floor throughput | p50 ÷ floor | errors |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const l of r.load) {
      for (const v of l.levels) {
        lines.push(
          `| ${l.backend} | ${v.users} | ${show(v.emulatorP50)} | ${show(v.emulatorP99)} | ${show(v.emulatorThroughput)} | ${show(v.floorP50)} | ${show(v.floorP99)} | ${show(v.floorThroughput)} | ${ratio(v.emulatorP50, v.floorP50).toFixed(2)}× | ${v.errors} |`,
        );
      }
    }
    lines.push('');
  }

  lines.push('### Targets', '', '| target | measured | verdict |', '| --- | --- | --- |');
  const b1000 = r.board?.find((b) => b.size === 1000);
  const b5000 = r.board?.find((b) => b.size === 5000);
  if (r.board) {
    const worst = Math.max(...r.board.map((b) => b.apiRequests.max));
    lines.push(`| requests per board load ≤ 3 at every size | at most ${worst} | ${verdict(worst <= 3)} |`);
  }
  if (b1000) {
    const visible = ratio(b1000.appVisible, b1000.staticVisible);
    const main = ratio(b1000.appMainThread, b1000.staticMainThread);
    lines.push(
      `| navigation → visible cards painted at 1,000 within 1.5× the static floor | ${visible.toFixed(2)}× (${show(b1000.appVisible)} ÷ ${show(b1000.staticVisible)})${b1000.dataArrived ? `; the board's data arrived at ${show(b1000.dataArrived)}` : ''} | ${verdict(visible <= 1.5)} |`,
    );
    lines.push(`| … the same, main-thread work | ${main.toFixed(2)}× | ${verdict(main <= 1.5)} |`);
  }
  if (b1000 && b5000) {
    const scale = ratio(b5000.appVisible, b1000.appVisible);
    lines.push(
      `| navigation → visible cards painted at 5,000 within 1.2× the 1,000 figure | ${scale.toFixed(2)}× (${show(b5000.appVisible)})${b1000.dataArrived && b5000.dataArrived ? `; the board's data arrived at ${show(b5000.dataArrived)} against ${show(b1000.dataArrived)} at 1,000` : ''} | ${verdict(scale <= 1.2)} |`,
    );
  }
  for (const b of [b1000, b5000]) {
    if (!b) continue;
    lines.push(
      `| drop ≤ 16 ms of scripting at ${b.size.toLocaleString('en')} (to the next paint) | ${show(b.dropScripting)} | ${verdict(b.dropScripting.median <= 16)} |`,
    );
    lines.push(
      `| keyboard move ≤ 16 ms of scripting at ${b.size.toLocaleString('en')} | ${show(b.keyboardScripting)} | ${verdict(b.keyboardScripting.median <= 16)} |`,
    );
  }
  for (const b of r.board ?? []) {
    for (const l of b.latency ?? []) {
      const limit = l.throttle === 1 ? 100 : 200;
      const kinds = [
        ['drop', l.drop],
        ['keyboard move', l.keyboardMove],
        ['detail dialog', l.openDetail],
        ['search keystroke', l.searchKeystroke],
      ] as const;
      const [worstName, worst] = kinds.reduce((a, c) => (c[1].p75 > a[1].p75 ? c : a));
      lines.push(
        `| interaction p75 ≤ ${limit} ms at ${b.size.toLocaleString('en')}, ${l.throttle === 1 ? 'unthrottled' : `${l.throttle}× CPU slowdown`} (worst of four) | ${Math.round(worst.p75)} ms (${worstName}) | ${verdict(worst.p75 <= limit)} |`,
      );
    }
  }
  const memory = r.board?.find((b) => b.memory)?.memory;
  if (memory) {
    const growth = memory.afterFurtherMoves - memory.afterFirstMoves;
    lines.push(
      `| JS heap ≤ 80 MB after loading ${memory.size.toLocaleString('en')} and ${memory.firstMoves} moves | ${mb(memory.afterFirstMoves)} | ${verdict(memory.afterFirstMoves <= 80)} |`,
    );
    if (memory.codeAfterFirstMoves === undefined) {
      // Results from before compiled code was measured apart.
      lines.push(
        `| no heap growth over ${memory.furtherMoves} further moves (within ${LEAK_TOLERANCE_MB} MB, after GC) | ${signedMb(growth)} | ${verdict(growth <= LEAK_TOLERANCE_MB)} |`,
      );
    } else {
      const kept = growthWithoutCode(memory);
      lines.push(
        `| no heap growth over ${memory.furtherMoves} further moves (within ${LEAK_TOLERANCE_MB} MB, after GC, compiled code apart) | ${signedMb(kept)} (used heap ${signedMb(growth)}, of it compiled code ${signedMb(growth - kept)}) | ${verdict(kept <= LEAK_TOLERANCE_MB)} |`,
      );
    }
  }
  if (r.insights) {
    lines.push(
      `| Insights render ≤ 200 ms of scripting at 5,000 applications | ${show(r.insights.renderScripting)} | ${verdict(r.insights.renderScripting.median <= 200)} |`,
    );
  }
  if (r.table) {
    const worst = r.table.sortScripting.reduce((a, c) => (c.scripting.median > a.scripting.median ? c : a));
    lines.push(
      `| the table sorts ${r.table.size.toLocaleString('en')} rows within 50 ms of scripting (slowest column's median) | ${show(worst.scripting)} (${worst.column}) | ${verdict(worst.scripting.median <= 50)} |`,
      `| …and within a frame, 16.7 ms of scripting a click (slowest column's median) | ${show(worst.scripting)} (${worst.column}) | ${verdict(worst.scripting.median <= 1000 / 60)} |`,
    );
  }
  if (r.bundle) {
    const largest = Math.max(...r.bundle.exposes.map((e) => e.ownJsGzip));
    lines.push(
      `| remote's own JS ≤ 40 KB gzip per exposed module | largest ${kib(largest)} | ${verdict(largest <= 40 * 1000)} |`,
    );
  }
  if (r.firstLoad) {
    const { login, board } = r.firstLoad;
    lines.push(
      `| sandbox's first load of /login ≤ 250 KiB (empty cache, as sent, the font once) | ${weight(login)} | ${verdict(login.totalKiB <= 250)} |`,
      `| sandbox's first load of the board ≤ 380 KiB (empty cache, as sent, the font once) | ${weight(board)} | ${verdict(board.totalKiB <= 380)} |`,
    );
  }
  if (b1000) {
    lines.push(
      `| board data ≤ 120 KiB on the wire at 1,000 applications | ${show(b1000.apiBytes)} | ${verdict(b1000.apiBytes.median <= 120)} |`,
    );
  }
  if (r.startup) {
    lines.push(
      `| warm start ≤ 3 s (\`npm start\`) | ${show(r.startup.npmStartWarm)} | ${verdict(r.startup.npmStartWarm.median <= 3)} |`,
    );
    lines.push(
      `| warm start ≤ 3 s (emulator alone) | ${show(r.startup.emulatorWarm)} | ${verdict(r.startup.emulatorWarm.median <= 3)} |`,
    );
  }
  for (const i of r.import ?? []) {
    const worst = Math.max(i.firstCall + i.prepare.median, i.call.max + i.prepare.median);
    lines.push(
      `| 1,000 rows imported in < 5 s (${i.backend}, slowest run, first after start included) | ${(worst / 1000).toFixed(2)} s | ${verdict(worst < 5000)} |`,
    );
  }
  if (r.lighthouse) {
    const l = r.lighthouse;
    lines.push(
      `| Lighthouse accessibility 100 on /login (mobile, every run) | ${show(l.accessibility)} | ${verdict(l.accessibility.min === 100)} |`,
    );
    const compared = loginRatio(r);
    if (compared)
      lines.push(
        `| /login main-thread work while loading within 1.6× the reference page's (Lighthouse, 4× CPU) | ${compared.ratio.toFixed(2)}× (${show(compared.login)} vs ${show(compared.reference)}) | ${verdict(compared.ratio <= 1.6)} |`,
      );
  }
  for (const l of r.load ?? []) {
    const worst = Math.max(...l.levels.map((v) => ratio(v.emulatorP50, v.floorP50)));
    lines.push(
      `| emulator p50 within 1.3× the direct-SQL floor (${l.backend}, worst level) | ${worst.toFixed(2)}× | ${verdict(worst <= 1.3)} |`,
    );
    const fifty = l.levels.find((v) => v.users === 50);
    if (fifty)
      lines.push(
        `| 50 users with zero errors (${l.backend}) | ${fifty.errors} errors | ${verdict(fifty.errors === 0)} |`,
      );
  }
  if (lines.some((line) => line.endsWith(`| ${verdict(false)} |`)))
    lines.push(
      '',
      'Each target missed, with what limits it as measured: "Targets missed, and what limits each" under',
      '"What the figures say" below.',
    );
  return lines.join('\n');
}
