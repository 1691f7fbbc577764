import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { track } from './analytics';

/** Titles the document and reports a page view with its path and title on every route change. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = pageTitle(pathname, PRODUCT_NAME);
    document.title = title;
    track({ name: 'page_view', params: { page_path: pathname, page_title: title } });
  }, [pathname]);
}
