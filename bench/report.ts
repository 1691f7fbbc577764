import type { BenchResults } from './run';
import { show, type Figure } from './lib/stats';

// The README's table: every figure with its target, and whether it is met.

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const verdict = (met: boolean) => (met ? 'met' : '**missed**');
const ratio = (a: Figure, b: Figure) => a.median / b.median;

export function renderReport(r: BenchResults): string {
  const lines: string[] = [
    `Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine}, with \`${r.command}\`.`,
    '',
  ];
  lines.push('Each figure: median of the runs (smallest–largest, number of runs).', '');

  if (r.board) {
    lines.push('### The board in headless Chromium (production build)', '');
    lines.push(
      '| applications | navigation → all cards rendered | static floor | scripting, first render | static page scripting | main thread, first render | static main thread |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- |');
    for (const b of r.board) {
      lines.push(
        `| ${b.size} | ${show(b.appVisible)} | ${show(b.staticVisible)} | ${show(b.appScripting)} | ${show(b.staticScripting)} | ${show(b.appMainThread)} | ${show(b.staticMainThread)} |`,
      );
    }
    lines.push('');
    lines.push(
      '| applications | drop: scripting to next paint | drop: main thread | drop → paint (wall) | keyboard move: scripting | keyboard: main thread | keyboard → paint (wall) | API requests per load | API bytes per load |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const b of r.board) {
      lines.push(
        `| ${b.size} | ${show(b.dropScripting)} | ${show(b.dropMainThread)} | ${show(b.dropToPaint)} | ${show(b.keyboardScripting)} | ${show(b.keyboardMainThread)} | ${show(b.keyboardToPaint)} | ${show(b.apiRequests)} | ${show(b.apiBytes)} |`,
      );
    }
    lines.push('', `API calls of one load: ${r.board[0]?.apiPaths.join(', ')}.`, '');
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
    lines.push("### The sandbox's first load (empty cache, as sent: gzip for text)", '');
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
  if (r.board) {
    const worst = Math.max(...r.board.map((b) => b.apiRequests.max));
    lines.push(`| requests per board load ≤ 3 at every size | at most ${worst} | ${verdict(worst <= 3)} |`);
  }
  if (b1000) {
    lines.push(
      `| drop-to-paint ≤ 16 ms at 1,000 (scripting) | ${show(b1000.dropScripting)} | ${verdict(b1000.dropScripting.median <= 16)} |`,
    );
    const visible = ratio(b1000.appVisible, b1000.staticVisible);
    const main = ratio(b1000.appMainThread, b1000.staticMainThread);
    lines.push(
      `| first render at 1,000 within 1.5× the static floor (navigation → painted) | ${visible.toFixed(2)}× | ${verdict(visible <= 1.5)} |`,
    );
    lines.push(`| … the same, main-thread work | ${main.toFixed(2)}× | ${verdict(main <= 1.5)} |`);
  }
  if (r.insights) {
    lines.push(
      `| Insights render ≤ 200 ms of scripting at 5,000 applications | ${show(r.insights.renderScripting)} | ${verdict(r.insights.renderScripting.median <= 200)} |`,
    );
  }
  if (r.bundle) {
    const largest = Math.max(...r.bundle.exposes.map((e) => e.ownJsGzip));
    lines.push(
      `| remote's own JS ≤ 40 KB gzip per exposed module | largest ${kib(largest)} | ${verdict(largest <= 40 * 1000)} |`,
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
  return lines.join('\n');
}
