import {
  ApplicationDetailDialog,
  type ApplicationDetailDialogProps,
} from '@/features/application-detail/components/application-detail-dialog';

export type DetailDialogProps = ApplicationDetailDialogProps;
/** The shapes a host passes in and gets back: an application as the tracker stores it, a company's designers. */
export type { JobApplication } from '@/lib/applications/application';
export type { CompanyInsight } from '@/lib/applications/get-company-insights';

/** An application's details with the designers and case studies of its company. */
export default function DetailDialog(props: DetailDialogProps) {
  return <ApplicationDetailDialog {...props} />;
}
