import { Modal, type ModalProps } from '@mantine/core';
import { usePageScrollLock } from '@/lib/page-scroll-lock';

/**
 * The tracker's dialog: Mantine's Modal that holds the page's scroll only when the page scrolls
 * (`usePageScrollLock`). Every dialog of the tracker is one of these.
 */
export function Dialog(props: ModalProps) {
  const lockScroll = usePageScrollLock(props.opened);
  return <Modal lockScroll={lockScroll} {...props} />;
}
