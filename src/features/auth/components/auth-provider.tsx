import { supabase } from '@job-tracker/supabase-client';
import type { Session } from '@supabase/supabase-js';
import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface AuthState {
  session: Session | null;
  isLoading: boolean;
}

export const AuthContext = createContext<AuthState | null>(null);

/** Restores the session at start and follows every auth event of the one shared client. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    let active = true;
    void supabase.auth.getSession().then(({ data }) => {
      if (!active) return;
      setSession(data.session);
      setIsLoading(false);
    });
    const { data } = supabase.auth.onAuthStateChange((_event, next) => {
      setSession(next);
      setIsLoading(false);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  const value = useMemo(() => ({ session, isLoading }), [session, isLoading]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
