import {
  ApplicationDetailDialog,
  type ApplicationDetailDialogProps,
} from '@/features/application-detail/components/application-detail-dialog';

export type DetailDialogProps = ApplicationDetailDialogProps;

/** An application's details with the designers and case studies of its company. */
export default function DetailDialog(props: DetailDialogProps) {
  return <ApplicationDetailDialog {...props} />;
}
