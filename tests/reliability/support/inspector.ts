import WebSocket from 'ws';

/** The address a Node started with `--inspect=127.0.0.1:0` prints on stderr. */
const LISTENING = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/;

export function inspectorUrl(output: string): string {
  const match = LISTENING.exec(output);
  if (!match) throw new Error(`The process printed no inspector address:\n${output.slice(0, 2_000)}`);
  return match[1]!;
}

interface Reply {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/**
 * A DevTools protocol session with a Node process and, through its NodeWorker domain, with each of its
 * worker threads (the emulator runs PGlite in one). Used to run a full garbage collection in every
 * isolate, so that memory is read when V8 holds no garbage and no spare pages, as a heap snapshot would.
 */
export class InspectorSession {
  private nextId = 1;
  private readonly pending = new Map<number, { done: (r: Reply) => void; fail: (e: Error) => void }>();
  private readonly workerPending = new Map<string, Map<number, (r: Reply) => void>>();
  private readonly workers = new Set<string>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.receive(JSON.parse(data.toString()) as Reply));
    socket.on('close', () => {
      for (const { fail } of this.pending.values()) fail(new Error('The inspector closed its connection.'));
      this.pending.clear();
    });
  }

  static async connect(url: string): Promise<InspectorSession> {
    const socket = new WebSocket(url);
    await new Promise<void>((done, fail) => {
      socket.once('open', () => done());
      socket.once('error', fail);
    });
    const session = new InspectorSession(socket);
    // Workers already running are announced at once; none is paused or waits for us.
    await session.send('NodeWorker.enable', { waitForDebuggerOnStart: false });
    return session;
  }

  private receive(message: Reply): void {
    if (message.id !== undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      waiting?.done(message);
      return;
    }
    if (message.method === 'NodeWorker.attachedToWorker') {
      this.workers.add(message.params!.sessionId as string);
    } else if (message.method === 'NodeWorker.detachedFromWorker') {
      // A worker that ends has nothing left to collect: what waits on it is answered, so nothing hangs.
      const sessionId = message.params!.sessionId as string;
      this.workers.delete(sessionId);
      for (const waiting of this.workerPending.get(sessionId)?.values() ?? []) waiting({});
      this.workerPending.delete(sessionId);
    } else if (message.method === 'NodeWorker.receivedMessageFromWorker') {
      const sessionId = message.params!.sessionId as string;
      const inner = JSON.parse(message.params!.message as string) as Reply;
      if (inner.id === undefined) return;
      const waiting = this.workerPending.get(sessionId)?.get(inner.id);
      this.workerPending.get(sessionId)?.delete(inner.id);
      waiting?.(inner);
    }
  }

  private async send(method: string, params: Record<string, unknown> = {}): Promise<Reply> {
    const id = this.nextId++;
    const reply = await new Promise<Reply>((done, fail) => {
      this.pending.set(id, { done, fail });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
    if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
    return reply;
  }

  private async sendToWorker(sessionId: string, method: string): Promise<void> {
    const id = this.nextId++;
    const pending = this.workerPending.get(sessionId) ?? new Map<number, (r: Reply) => void>();
    this.workerPending.set(sessionId, pending);
    const reply = new Promise<Reply>((done) => pending.set(id, done));
    await this.send('NodeWorker.sendMessageToWorker', { sessionId, message: JSON.stringify({ id, method }) });
    const answer = await reply;
    if (answer.error) throw new Error(`worker ${method}: ${answer.error.message}`);
  }

  /** How many worker threads the process has, as the inspector announced them. */
  get workerCount(): number {
    return this.workers.size;
  }

  /** A full garbage collection in the main thread and in every worker, each answered when done. */
  async collectGarbage(): Promise<void> {
    await this.send('HeapProfiler.collectGarbage');
    for (const sessionId of this.workers) await this.sendToWorker(sessionId, 'HeapProfiler.collectGarbage');
  }

  close(): void {
    this.socket.close();
  }
}
