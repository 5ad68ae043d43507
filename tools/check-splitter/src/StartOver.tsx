import { Button } from '@toolnest/ui';
import { Dialog, DialogClose } from '@toolnest/ui/dialog';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import { NOT_SAVED, type StorageState } from './use-saved-check';

export interface StartOverProps {
  storage: StorageState;
  persist: boolean;
  onStartOver: () => void;
}

/** The page's foot: where the check is kept, and Start over behind a confirmation. */
export function StartOver({ storage, persist, onStartOver }: StartOverProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {storage === 'memory' ? `${NOT_SAVED.title}: kept on this page only.` : persist ? 'Saved in this browser only.' : ''}
      </p>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button variant="outline">
            <RotateCcw aria-hidden="true" />
            Start over
          </Button>
        }
        title="Start over?"
        description="This removes every person and expense, here and from this browser's storage. It cannot be undone."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                onStartOver();
                setConfirming(false);
              }}
            >
              Start over
            </Button>
          </>
        }
      />
    </div>
  );
}
