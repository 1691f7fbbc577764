import { capitaliseWords } from '@/lib/auth/app-user';

/** Good Morning before 12:00, Good Afternoon before 18:00, Good Evening otherwise. */
export function greeting(hour: number): { text: string; emoji: string } {
  if (hour < 12) return { text: 'Good Morning', emoji: '☀️' };
  if (hour < 18) return { text: 'Good Afternoon', emoji: '🌤️' };
  return { text: 'Good Evening', emoji: '🌙' };
}

export function greetingLine(name: string, now: Date): string {
  const { text, emoji } = greeting(now.getHours());
  return `${text} ${emoji} ${capitaliseWords(name)}`;
}
