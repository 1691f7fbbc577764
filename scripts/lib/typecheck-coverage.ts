import { isAbsolute, relative } from 'node:path';

/**
 * Files checked elsewhere, on purpose. The Vite host is an example for other repositories: its project
 * needs the types the remote publishes, which its end-to-end test fetches, builds and checks
 * (tests/e2e/vite-host.spec.ts). The sandbox host's build config is Node code beside a browser project.
 */
export const CHECKED_ELSEWHERE = [/^host-vite\//, /^host-sandbox\/rsbuild\.config\.ts$/];

/**
 * What `tsc --listFiles` printed, split: the program's files (absolute paths, made relative to `root`) and
 * every other line (its diagnostics), in order.
 */
export function splitListedFiles(stdout: string, root: string): { files: string[]; messages: string[] } {
  const files: string[] = [];
  const messages: string[] = [];
  for (const line of stdout.split('\n')) {
    if (isAbsolute(line)) files.push(relative(root, line));
    else if (line !== '') messages.push(line);
  }
  return { files, messages };
}

/** The repository's TypeScript files that no project checked and that are not checked elsewhere. */
export function filesInNoProject(repositoryFiles: readonly string[], checked: ReadonlySet<string>): string[] {
  return repositoryFiles.filter(
    (file) => file !== '' && !checked.has(file) && !CHECKED_ELSEWHERE.some((pattern) => pattern.test(file)),
  );
}
