import { Button } from '@toolnest/ui';
import { Dialog, DialogClose } from '@toolnest/ui/dialog';

export interface ConfirmDialogProps {
  /** The question, word for word as docs/admin.md quotes it ('Delete "…"? This cannot be undone.'). */
  question: string | null;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; open while `question` is set. Stays open until the action settles. */
export function ConfirmDialog({ question, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={question ?? ''}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" aria-disabled={pending} className={pending ? 'opacity-50' : undefined} onClick={() => !pending && onConfirm()}>
            {pending ? 'Deleting...' : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
