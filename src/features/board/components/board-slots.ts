import type { ReactNode } from 'react';
import type { JobApplication } from '@/lib/applications/application';
import type { CalendarDay } from '@/lib/applications/calendar';
import type { ApplicationEvent } from '@/lib/applications/events';
import type { CompanyInsight } from '@/lib/applications/get-company-insights';
import type { Stage } from '@/lib/applications/stages';
import type { AppUser } from '@/lib/auth/app-user';

// What the board page shows of other features. Features do not import each other: the module that composes
// the page (src/exposes/board.tsx) fills these slots, and the board hands each the data it already holds.

export interface DetailRenderProps {
  application: JobApplication | null;
  insight: CompanyInsight | undefined;
  onClose: () => void;
  onEdit: (application: JobApplication) => void;
  onDelete: (application: JobApplication) => void;
}

export interface InsightsRenderProps {
  userId: string;
  applications: readonly JobApplication[];
  onShowBoard: () => void;
}

export interface CountsRenderProps {
  /** The applications the board shows (those that match its filters); undefined while it loads. */
  applications: readonly JobApplication[] | undefined;
  stages: readonly Stage[];
}

export interface UpNextRenderProps {
  applications: readonly JobApplication[];
  /** From the start of today for the days "Up next" covers; undefined while they load. */
  events: readonly ApplicationEvent[] | undefined;
  today: CalendarDay;
  now: Date;
  /** Opens an application's details (stable for the life of the board). */
  onOpen: (applicationId: string) => void;
}

export interface ToolbarRenderProps {
  /** Whether the Export / Import menu is open: the command palette's "Export / Import…" opens it. */
  exportOpened: boolean;
  onExportOpenedChange: (opened: boolean) => void;
}

export interface BoardPageSlots {
  /** The detail dialog. */
  renderDetail: (props: DetailRenderProps) => ReactNode;
  /** The Insights view shown instead of the board (?view=insights). */
  renderInsights: (props: InsightsRenderProps) => ReactNode;
  /** Further actions beside "Add new application" (the Export / Import menu, which the palette opens). */
  renderToolbar?: (props: ToolbarRenderProps) => ReactNode;
  /** The "Edit stages" button and its dialog, beside the toolbar. */
  stageEditor?: ReactNode;
  /** The greeting above the counts (the dashboard). */
  renderGreeting?: (user: AppUser) => ReactNode;
  /** The counts beside the greeting. */
  renderCounts?: (props: CountsRenderProps) => ReactNode;
  /** The table's export of its selected applications (the Export feature), given their ids. */
  renderExportSelection?: (ids: readonly string[]) => ReactNode;
  /** "Up next" above the board: follow-ups due and the coming days' events. */
  renderUpNext?: (props: UpNextRenderProps) => ReactNode;
}
