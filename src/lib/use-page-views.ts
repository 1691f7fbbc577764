import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { track } from './analytics';

/** Titles the document and reports a page view with its path and title on every route change. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  // Effects can run twice for one mount (React's StrictMode does it in development): one view per change.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const title = pageTitle(pathname, PRODUCT_NAME);
    document.title = title;
    if (reported.current === pathname) return;
    reported.current = pathname;
    track({ name: 'page_view', params: { page_path: pathname, page_title: title } });
  }, [pathname]);
}
