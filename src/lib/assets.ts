/**
 * The URL of a file in `public/`. Mounted in a host, the remote's files live on the remote's origin,
 * which the build knows as its asset prefix.
 */
export function publicAsset(name: string): string {
  const prefix = (process.env.ASSET_PREFIX ?? '').replace(/\/+$/, '');
  return `${prefix}/${name.replace(/^\/+/, '')}`;
}
