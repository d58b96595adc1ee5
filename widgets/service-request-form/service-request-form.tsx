import { useMemo } from 'react';
import type { IssueKind } from '../../core/api/service';
import { serviceRequestForm } from '../../core/forms/declarations/service-request';
import { Form, type RecordEditors, type RecordsEditorProps } from '../../core/forms/react';
import { WarrantyIssues } from './warranty-issues';
import './service-request-form.css';

/** The service request: the homeowner and the home, then the warranty issues with their pictures. */
export function ServiceRequestForm({ issues = 'service' }: { issues?: IssueKind }) {
  // One editor component a kind: a new one each render would remount the issues and lose them.
  const editors = useMemo<RecordEditors>(
    () => ({ warranty_items: (props: RecordsEditorProps) => <WarrantyIssues kind={issues} {...props} /> }),
    [issues],
  );
  return (
    <div className="hb-service-request-form">
      <Form definition={serviceRequestForm} editors={editors} />
    </div>
  );
}
