import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the ready line. */
  readyMs: number;
  output(): string;
  /** Stops the whole process group the command started, and waits for it. */
  stop(): Promise<void>;
}

/**
 * Runs a command in a process group of its own and waits for a line matching `ready`. `npm start` runs
 * npm, a shell, tsx and three servers: stopping the group stops all of them and nothing else.
 */
export async function startUntilReady(
  command: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<Started> {
  const begun = performance.now();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const readyMs = await new Promise<number>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`${command} ${args.join(' ')} not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        done(performance.now() - begun);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => fail(new Error(`${command} exited before it was ready:\n${output}`)));
  }).catch(async (error: unknown) => {
    signalGroup(child, 'SIGKILL');
    throw error;
  });
  return {
    child,
    readyMs,
    output: () => output,
    stop: async () => {
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      // The group's other members (servers started by a launcher) get the same grace.
      await new Promise((done) => setTimeout(done, 300));
      signalGroup(child, 'SIGKILL');
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}
