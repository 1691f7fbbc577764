// The types of pglite-shared-memory.js (plain JavaScript, loaded by the worker thread too).

/** The bytes of a WebAssembly module whose imported memory is declared shared, or `null` without one. */
export function withSharedMemory(bytes: Uint8Array): Uint8Array | null;

/** Makes this thread's WebAssembly give PGlite a shared memory (for the worker thread only). */
export function shareMemoryOfPglite(): void;
