// Types only, and nothing imported: the exposed Header's published types name them, and a host type-checks
// them without the tracker's libraries.

/** A link of the host's site in the header: opened in a new tab when `external`. */
export interface HeaderLink {
  label: string;
  href: string;
  external?: boolean;
}

/**
 * What a host may change of the header. `brand`: its site's name, home and logo at the left (the showcase's
 * by default), or `false` for none. `links`: its site's links, shown before "Job tracker" (the showcase's
 * Portfolios, Case studies and Submit Portfolio by default), `[]` for none: a host with its own site header
 * gets a slim bar of the tracker's link and the account menu.
 */
export interface HeaderLayout {
  brand?: { name: string; href: string; logoSrc?: string } | false;
  links?: HeaderLink[];
}
