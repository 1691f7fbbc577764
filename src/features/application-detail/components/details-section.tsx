import { useState } from 'react';
import { DetailsForm } from './details-form';
import { DetailsView, type DetailsSectionProps } from './details-view';

/** The application's details, read or edited; a save sends only what changed, onto the revision it read. */
export function DetailsSection(props: DetailsSectionProps) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <DetailsForm {...props} onDone={() => setEditing(false)} />
  ) : (
    <DetailsView {...props} onEdit={() => setEditing(true)} />
  );
}
