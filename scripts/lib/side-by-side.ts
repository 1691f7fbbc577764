import { spawn } from 'node:child_process';

export interface Check {
  /** What the output is headed with, and what a failure is reported as. */
  name: string;
  command: string;
  args: string[];
}

/**
 * Runs every check at once from the current folder. Each one's output (stdout and stderr, in the order
 * written) is held and printed in one piece under its name when it ends, so two checks' lines never mix.
 * Resolves the names of the checks that failed (a non-zero exit, a signal, or a command that would not
 * start), in the order given.
 */
export async function runSideBySide(
  checks: readonly Check[],
  out: (text: string) => void = (text) => process.stdout.write(text),
): Promise<string[]> {
  const results = await Promise.all(
    checks.map(
      (check) =>
        new Promise<{ name: string; ok: boolean }>((done) => {
          const started = Date.now();
          const chunks: Buffer[] = [];
          const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
          let ended = false;
          const finish = (ok: boolean, note: string) => {
            // A command that cannot start reports 'error', and may report 'close' after it.
            if (ended) return;
            ended = true;
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            const text = Buffer.concat(chunks).toString().trimEnd();
            out(`== ${check.name}: ${ok ? 'passed' : `failed (${note})`} in ${seconds} s\n${text ? `${text}\n` : ''}`);
            done({ name: check.name, ok });
          };
          child.on('error', (error) => finish(false, error.message));
          child.on('close', (code, signal) =>
            code === 0 ? finish(true, '') : finish(false, signal ? `signal ${signal}` : `exit code ${code}`),
          );
        }),
    ),
  );
  return results.filter((result) => !result.ok).map((result) => result.name);
}
