// What the tracker's published types promise this host, checked by `npm run typecheck` here: each
// `@ts-expect-error` below fails the check if the types were missing or `any`, as well as if they changed.
import type { CompanyInsight, DetailDialogProps, JobApplication } from 'job_tracker/DetailDialog';
import type { mount as Mount, MountedTracker } from 'job_tracker/mount';
import type { TrackerOptions } from 'job_tracker/Providers';

export const options: TrackerOptions = {
  supabaseUrl: 'https://project.supabase.co',
  supabaseAnonKey: 'public-anon-key',
  basePath: '/jobs',
};

// @ts-expect-error The Supabase URL is a string.
export const wrongUrl: TrackerOptions = { supabaseUrl: 54321, supabaseAnonKey: 'key' };

// @ts-expect-error The anon key is required.
export const noKey: TrackerOptions = { supabaseUrl: 'https://project.supabase.co' };

export function describeApplication(application: JobApplication): string {
  // @ts-expect-error An application has no `title`; it has a position.
  const title: string = application.title;
  return `${application.position} at ${application.company} (${title})`;
}

export function designersAt(insight: CompanyInsight): number {
  return insight.designers.length;
}

export const closeOnly: DetailDialogProps = { application: null, onClose: () => undefined };

export function mountInto(mount: typeof Mount, element: Element): MountedTracker {
  // @ts-expect-error mount() takes the element first.
  mount(options, element);
  return mount(element, options);
}
