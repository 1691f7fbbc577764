import type { ComponentType, ReactNode } from 'react';

/** The class of every element the tracker's styles may reach: exposed modules' roots and portals. */
export const SCOPE_CLASS = 'job-tracker';

/** The root of an exposed module: the tracker's base styles apply inside it, and nowhere else. */
export function TrackerScope({ children }: { children: ReactNode }) {
  return <div className={SCOPE_CLASS}>{children}</div>;
}

/** A component rendered inside its own TrackerScope, for the modules a host mounts. */
export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <TrackerScope>
        <Component {...props} />
      </TrackerScope>
    );
  }
  Scoped.displayName = `Scoped(${Component.displayName ?? Component.name})`;
  return Scoped;
}
