export type AnalyticsEvent =
  | { name: 'page_view'; params: { page_path: string; page_title: string } }
  | { name: 'login'; params: { method: 'email' | 'google' } }
  | { name: 'sign_up'; params: { method: 'google' } };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

declare global {
  interface Window {
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

let hostSink: AnalyticsSink | null = null;

/** A host plugs in its own analytics here; pass null to unplug it. */
export function setAnalyticsSink(sink: AnalyticsSink | null): void {
  hostSink = sink;
}

/** Sends to the page's gtag (or its dataLayer) and to the host's sink, when they exist; nowhere otherwise. */
export function track(event: AnalyticsEvent): void {
  if (typeof window.gtag === 'function') {
    window.gtag('event', event.name, event.params);
  } else if (Array.isArray(window.dataLayer)) {
    window.dataLayer.push({ event: event.name, ...event.params });
  }
  hostSink?.(event);
}
