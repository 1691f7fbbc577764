import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/**
 * Module Federation's type archive (`@mf-types.zip`) holds the declarations tsc emits for the exposed
 * modules and everything they import. tsc keeps import specifiers as written, so without this step the
 * archive would point at names that exist only in this repository: the `@/…` path alias and the
 * workspace package `@job-tracker/supabase-client`. A host in another repository cannot resolve either.
 * This rewrites both to relative paths inside the archive, and drops side-effect imports (`import
 * './styles.css'`), which mean nothing to a type checker and which TypeScript reports when it cannot
 * resolve them.
 */

export interface TypeLocations {
  /** The folder tsc wrote the declarations to (its `declarationDir`). */
  declarationDir: string;
  /** The `rootDir` tsc emitted from: `declarationDir` mirrors the tree below it. */
  rootDir: string;
  /** Bare specifiers (a path alias prefix or a package name) and the source path each stands for. */
  aliases: Record<string, string>;
}

/** `import … from '…'`, `export … from '…'`, `import('…')` and a bare `import '…'`. */
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*)(['"])([^'"\n]+)\2/g;
const SIDE_EFFECT_IMPORT = /^import\s*(['"])[^'"\n]+\1;?[ \t]*\r?\n/gm;

const toPosix = (path: string) => path.split(sep).join('/');

/** The emitted path (no extension) that `specifier` names, when it is one of the aliases. */
function aliasTarget(specifier: string, locations: TypeLocations): string | null {
  for (const [alias, source] of Object.entries(locations.aliases)) {
    // `@/` stands for a folder (what follows is a path inside it); a name without a slash for one file.
    const matches = alias.endsWith('/') ? specifier.startsWith(alias) : specifier === alias;
    if (!matches) continue;
    return join(locations.declarationDir, relative(locations.rootDir, source), specifier.slice(alias.length));
  }
  return null;
}

/** One declaration file's text, standing alone: aliases made relative to `file`, side-effect imports gone. */
export function rewriteDeclaration(text: string, file: string, locations: TypeLocations): string {
  return text
    .replace(SIDE_EFFECT_IMPORT, '')
    .replace(SPECIFIER, (whole, before: string, quote: string, specifier: string) => {
      const target = aliasTarget(specifier, locations);
      if (target === null) return whole;
      let path = toPosix(relative(dirname(file), target));
      if (!path.startsWith('.')) path = `./${path}`;
      return `${before}${quote}${path}${quote}`;
    });
}

async function declarationFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Rewrites every declaration tsc emitted; returns how many files changed. */
export async function makeDeclarationsStandAlone(locations: TypeLocations): Promise<number> {
  let changed = 0;
  for (const file of await declarationFiles(locations.declarationDir)) {
    const text = await readFile(file, 'utf8');
    const rewritten = rewriteDeclaration(text, file, locations);
    if (rewritten === text) continue;
    await writeFile(file, rewritten);
    changed++;
  }
  return changed;
}
