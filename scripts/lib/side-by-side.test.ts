// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runSideBySide } from './side-by-side';

/** `node -e <script>`: a check whose output and exit code the test decides. */
const node = (name: string, script: string) => ({ name, command: process.execPath, args: ['-e', script] });

describe('runSideBySide', () => {
  it('runs the checks at once and prints each one’s output in one piece under its name', async () => {
    const printed: string[] = [];
    // Each writes a line, waits for the other to have written one, then writes its second: run one after
    // the other, the first would wait for ever; printed as written, the lines would interleave.
    const dir = `${process.env.TMPDIR ?? '/tmp'}/side-by-side-${process.pid}-${Date.now()}`;
    const step = (me: string, other: string) =>
      node(
        me,
        `const fs = require('node:fs'); fs.mkdirSync(${JSON.stringify(dir)}, { recursive: true });
         console.log('${me} one'); fs.writeFileSync(${JSON.stringify(dir)} + '/${me}', '');
         const wait = () => fs.existsSync(${JSON.stringify(dir)} + '/${other}') ? console.error('${me} two') : setTimeout(wait, 10);
         wait();`,
      );
    const failed = await runSideBySide([step('a', 'b'), step('b', 'a')], (text) => printed.push(text));
    expect(failed).toEqual([]);
    expect(printed).toHaveLength(2);
    for (const text of printed) expect(text).toMatch(/^== ([ab]): passed in \d+\.\d s\n\1 one\n\1 two\n$/);
  });

  it('names the checks that failed, in the order given, with their output', async () => {
    const printed: string[] = [];
    const failed = await runSideBySide(
      [
        node('first', 'console.error("3 problems"); process.exit(1)'),
        node('second', 'console.log("all good")'),
        { name: 'third', command: '/nonexistent/tool', args: [] },
      ],
      (text) => printed.push(text),
    );
    expect(failed).toEqual(['first', 'third']);
    expect(printed.join('')).toContain('== first: failed (exit code 1) in');
    expect(printed.join('')).toContain('3 problems');
    expect(printed.join('')).toMatch(/== third: failed \(spawn \/nonexistent\/tool ENOENT\)/);
    expect(printed.join('')).toContain('== second: passed');
  });
});
