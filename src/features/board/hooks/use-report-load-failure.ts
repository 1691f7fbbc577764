import { useEffect, useRef } from 'react';
import { reportFailure } from '@/lib/notify';

/** One toast for one failed load: the client's own retries change `error` without the load coming back. */
export function useReportLoadFailure(error: unknown) {
  const failed = error !== undefined;
  const reported = useRef(false);
  useEffect(() => {
    if (!failed) {
      reported.current = false;
      return;
    }
    if (reported.current) return;
    reported.current = true;
    reportFailure('Failed to load your applications. Please try again later.', error);
  }, [failed, error]);
}
