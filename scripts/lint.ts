// `npm run lint`: ESLint, Oxlint's type-aware rules and Prettier's check, side by side. Each is one
// process that uses about one core (ESLint 30 s and Prettier 18 s from cold on a 2-core machine, one after
// the other before), so together they take about as long as ESLint alone. Each tool's output is printed
// in one piece when it ends, under its name; the exit code is 1 if any of them failed.
import { runSideBySide } from './lib/side-by-side';

const bin = (name: string) => `node_modules/.bin/${name}`;

const failed = await runSideBySide([
  {
    name: 'ESLint',
    command: bin('eslint'),
    args: [
      '--max-warnings',
      '0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      'node_modules/.cache/eslint/',
      '.',
    ],
  },
  { name: 'Oxlint', command: bin('oxlint'), args: ['--type-aware', '--deny-warnings'] },
  { name: 'Prettier', command: bin('prettier'), args: ['--check', '--cache', '--cache-strategy', 'content', '.'] },
]);
process.exitCode = failed.length > 0 ? 1 : 0;
