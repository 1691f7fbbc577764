import { PlaceholderPage } from '@/features/public-pages/components/placeholder-page';

export default function Board() {
  return <PlaceholderPage title="Application Tracking" />;
}
