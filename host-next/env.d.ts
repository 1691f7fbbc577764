// Next's own declarations (CSS and image imports), for a typecheck before any build; next-env.d.ts, which
// `next build` writes, says the same and more.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
