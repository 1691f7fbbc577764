import { configure } from '@testing-library/react';

// The client suite's components wait on a real emulator over HTTP: a busy machine can stretch a round trip
// past Testing Library's one-second default for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });

// supabase-js tells the page's other tabs of every sign-in and sign-out over a BroadcastChannel named after
// its storage key. In a browser that channel reaches the tabs of one profile; here the global is Node's, whose
// channels reach every worker thread of the process, so one test file's sign-in would sign in the page of
// another file running beside it (another user's session, its live board then hearing nothing of its own).
// Each file is a browser of its own: its channels reach only its own clients. Set on the file's global rather
// than stubbed, so that a test's `vi.unstubAllGlobals()` cannot bring the shared channels back.
const browser = crypto.randomUUID();
class OneBrowsersChannel extends BroadcastChannel {
  constructor(name: string) {
    super(`${browser}:${name}`);
  }
}
globalThis.BroadcastChannel = OneBrowsersChannel;
