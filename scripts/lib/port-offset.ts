/**
 * The whole number from 0 to 1000 that environment variable `name` gives (0 when unset), by which a stack
 * shifts its fixed ports so that several clones of the repository can run theirs on one machine.
 */
export function portOffset(name: string): number {
  const value = process.env[name];
  const offset = Number(value ?? 0);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000) {
    throw new Error(`${name} must be a whole number from 0 to 1000, not "${value}".`);
  }
  return offset;
}
