import { useEffect, useRef } from 'react';
import { pageTitle, type AppPath } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { track } from './analytics';
import { useTrackerLocation } from './tracker-settings';

/**
 * Titles the document and reports a page view, with the page's full URL path, when one of our pages
 * shows; `null` is our 404 page. Host pages are the host's to title and report.
 */
export function usePageView(page: AppPath | null): void {
  const { urlPath } = useTrackerLocation();
  // Effects can run twice for one mount (React's StrictMode does it in development): one view per change.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const title = pageTitle(page, PRODUCT_NAME);
    document.title = title;
    if (reported.current === urlPath) return;
    reported.current = urlPath;
    track({ name: 'page_view', params: { page_path: urlPath, page_title: title } });
  }, [page, urlPath]);
}
