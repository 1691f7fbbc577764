import { AppHeader } from '@/features/header/components/app-header';

export default function Header() {
  return <AppHeader />;
}
