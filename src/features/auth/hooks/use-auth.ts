import { useContext } from 'react';
import { AuthContext, type AuthState } from '../components/auth-provider';

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <TrackerProviders> (it provides the auth state).');
  return state;
}
