import { useContext } from 'react';
import { AuthContext, type AuthState } from './auth-provider';

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <TrackerProviders>, which provides the auth state.');
  return state;
}
