// @ts-check
// PGlite's WebAssembly memory, made shareable so that the emulator's main thread can ask Postgres to cancel
// the running statement. Postgres checks two flags in its memory (InterruptPending, QueryCancelPending) all
// along a statement, as a signal handler would set them; WebAssembly cannot take a signal, so another
// thread writes them. Only a shared memory can be written from another thread, and a module declares
// whether its memory is shared: PGlite's is not, so its bytes are rewritten (one flag bit) before they
// are compiled. Plain JavaScript, as the worker that uses it.

/** A memory import's limits flags: 0x00 "minimum only", 0x01 "minimum and maximum", 0x03 the same, shared. */
const MINIMUM_ONLY = 0x00;
const WITH_MAXIMUM = 0x01;
const SHARED_WITH_MAXIMUM = 0x03;
/** A shared memory must state a maximum: a dynamic library that states none gets the largest, 4 GiB. */
const LARGEST_MAXIMUM_PAGES = 65536;
const IMPORT_SECTION = 2;
const CUSTOM_SECTION = 0;
const MEMORY_IMPORT = 2;

/** @param {number} value */
function uleb128(value) {
  const bytes = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    bytes.push(byte);
  } while (value > 0);
  return bytes;
}

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The bytes of a WebAssembly module whose imported memory is declared shared (a copy), or `null` when the
 * module imports no memory. Throws when the memory is of a kind PGlite's is not (already shared, 64-bit).
 * @param {Uint8Array} bytes
 * @returns {Uint8Array | null}
 */
export function withSharedMemory(bytes) {
  let at = 8;
  const uleb = () => {
    let value = 0;
    let shift = 0;
    let byte;
    do {
      byte = bytes[at++] ?? 0;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return value;
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const sizeAt = at;
    const size = uleb();
    const contentAt = at;
    const end = at + size;
    if (id !== IMPORT_SECTION) {
      at = end;
      continue;
    }
    const count = uleb();
    for (let n = 0; n < count; n++) {
      for (const _name of ['module', 'field']) {
        const length = uleb();
        at += length;
      }
      const kind = bytes[at++];
      if (kind === MEMORY_IMPORT) {
        const flagsAt = at;
        const flags = bytes[at++];
        if (flags !== MINIMUM_ONLY && flags !== WITH_MAXIMUM) {
          throw new Error(`unexpected memory limits 0x${flags?.toString(16)}`);
        }
        const minimum = uleb();
        const maximum = flags === WITH_MAXIMUM ? uleb() : LARGEST_MAXIMUM_PAGES;
        const limits = Uint8Array.from([SHARED_WITH_MAXIMUM, ...uleb128(minimum), ...uleb128(maximum)]);
        const contentLength = size - (at - flagsAt) + limits.length;
        return concat([
          bytes.subarray(0, sizeAt),
          Uint8Array.from(uleb128(contentLength)),
          bytes.subarray(contentAt, flagsAt),
          limits,
          bytes.subarray(at),
        ]);
      }
      if (kind === 0)
        uleb(); // a function: its type index
      else if (kind === 1) {
        at++; // a table: its element type, then its limits
        const flags = bytes[at++] ?? 0;
        uleb();
        if (flags & 1) uleb();
      } else if (kind === 3)
        at += 2; // a global: its type and mutability
      else throw new Error(`unknown import kind ${kind}`);
    }
    return null;
  }
  return null;
}

/** Whether the module is a dynamic library (an extension or a procedural language such as PL/pgSQL). */
function isSideModule(/** @type {Uint8Array} */ bytes) {
  // A side module's first section is the custom section "dylink.0".
  const name = 'dylink.0';
  if (bytes[8] !== CUSTOM_SECTION) return false;
  const text = new TextDecoder().decode(bytes.subarray(8, 8 + 16));
  return text.includes(name);
}

/** @param {unknown} source */
function asBytes(source) {
  if (source instanceof Uint8Array) return source;
  if (source instanceof ArrayBuffer) return new Uint8Array(source);
  if (ArrayBuffer.isView(source)) return new Uint8Array(source.buffer, source.byteOffset, source.byteLength);
  return null;
}

/** @param {unknown} source */
const sharedSideModule = (source) => {
  const bytes = asBytes(source);
  return bytes && isSideModule(bytes) ? (withSharedMemory(bytes) ?? source) : source;
};

/**
 * The part of WebAssembly replaced here (the emulator's libraries, Node's only, leave WebAssembly untyped).
 * @typedef {{ maximum?: number, shared?: boolean }} MemoryDescriptor
 * @typedef {{
 *   Memory: new (descriptor: MemoryDescriptor) => object,
 *   Module: new (bytes: unknown) => object,
 *   compile: (bytes: unknown) => Promise<object>,
 *   instantiate: (source: unknown, imports?: unknown) => Promise<unknown>,
 * }} WasmApi
 */

/** The largest memory a 32-bit module may have, in 64 KiB pages: PGlite's own memory states it. */
const PGLITE_MAXIMUM_PAGES = 32768;

/**
 * Makes this thread's WebAssembly give PGlite a shared memory: the memory PGlite creates for Postgres
 * (the one of at most 2 GiB; initdb's small one is left alone) is created shared, and every dynamic
 * library Postgres loads later (PL/pgSQL, dictionaries) is compiled with its memory import declared shared
 * too, as it must match. Meant for a worker thread that runs nothing but PGlite.
 */
export function shareMemoryOfPglite() {
  const wasm = /** @type {{ WebAssembly: WasmApi }} */ (/** @type {unknown} */ (globalThis)).WebAssembly;
  const { Memory, Module, compile, instantiate } = wasm;
  /** @param {MemoryDescriptor} descriptor */
  function SharedMemory(descriptor) {
    const shared = descriptor.maximum === PGLITE_MAXIMUM_PAGES;
    return new Memory(shared ? { ...descriptor, shared: true } : descriptor);
  }
  SharedMemory.prototype = Memory.prototype;
  class SharedModule extends Module {
    /** @param {unknown} bytes */
    constructor(bytes) {
      super(sharedSideModule(bytes));
    }
    /**
     * Modules compiled before (PGlite's own, handed over by the main thread) are modules too.
     * @override
     * @param {unknown} value
     */
    static [Symbol.hasInstance](value) {
      return value instanceof Module;
    }
  }
  Object.assign(wasm, {
    Memory: SharedMemory,
    Module: SharedModule,
    /** @param {unknown} bytes */
    compile: (bytes) => compile(sharedSideModule(bytes)),
    /** @param {unknown} source @param {unknown} [imports] */
    instantiate: (source, imports) =>
      instantiate(source instanceof Module ? source : sharedSideModule(source), imports),
  });
}
