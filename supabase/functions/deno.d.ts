// The part of Deno's runtime API the functions use, for the type checker only: on a hosted project the edge
// runtime provides it, and the emulator installs a stand-in for exactly these members.
declare namespace Deno {
  function serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  const env: { get(name: string): string | undefined };
  function resolveDns(host: string, type: 'A' | 'AAAA'): Promise<string[]>;
}
