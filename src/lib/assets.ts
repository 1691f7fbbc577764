// The bundler's public path, found at run time (the remote is built with `assetPrefix: 'auto'`): where
// this build's files are served from, whatever origin a host loads it from.
declare const __webpack_public_path__: string | undefined;

/** The URL of a file in `public/`, next to the build that asks for it. */
export function publicAsset(name: string): string {
  const prefix = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${prefix.replace(/\/+$/, '')}/${name.replace(/^\/+/, '')}`;
}
