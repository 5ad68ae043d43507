import { TOOL_REQUEST_LIMITS, type ToolRequest } from '@toolnest/api-client';
import { Button, Input, Textarea } from '@toolnest/ui';
import { Dialog, DialogClose } from '@toolnest/ui/dialog';
import { ErrorText, Field } from '@toolnest/ui/field';
import { useState, type FormEvent } from 'react';

export interface EditRequestDialogProps {
  /** The request being edited; the dialog is open while set. */
  request: ToolRequest | null;
  pending: boolean;
  /** Why the server refused the last save; shown in the dialog (the modal hides the page's toasts from screen readers). */
  error: string | null;
  onSave: (values: { toolName: string; description: string }) => void;
  onClose: () => void;
}

/** The Edit Tool Request dialog: name and description, checked by the server with the request form's rules. */
export function EditRequestDialog({ request, pending, error, onSave, onClose }: EditRequestDialogProps) {
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit Tool Request"
      description={request ? `Request #${request.id}` : undefined}
    >
      {/* Keyed by request: each opening starts from that request's saved values. */}
      {request ? <EditForm key={request.id} request={request} pending={pending} error={error} onSave={onSave} /> : null}
    </Dialog>
  );
}

function EditForm({ request, pending, error, onSave }: Omit<EditRequestDialogProps, 'request' | 'onClose'> & { request: ToolRequest }) {
  const [toolName, setToolName] = useState(request.toolName);
  const [description, setDescription] = useState(request.description);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Sent as typed: the server trims and answers with the form's own sentences.
    if (!pending) onSave({ toolName, description });
  };

  return (
    <form onSubmit={submit} aria-busy={pending} className="grid gap-4">
      <Field label="Tool Name">
        <Input name="toolName" value={toolName} onChange={(event) => setToolName(event.target.value)} maxLength={TOOL_REQUEST_LIMITS.toolName} />
      </Field>
      <Field label="Description">
        <Textarea
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={TOOL_REQUEST_LIMITS.description}
          rows={5}
        />
      </Field>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" aria-disabled={pending} className={pending ? 'opacity-50' : undefined}>
          {pending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
