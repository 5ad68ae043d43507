import { fetchPagePreview, type AdminPreviewResponse, type ToolRequest } from '@toolnest/api-client';
import { Button } from '@toolnest/ui';
import { Dialog, DialogClose } from '@toolnest/ui/dialog';
import { useEffect, useState } from 'react';
import { GeneratedToolFrame } from '../generated/GeneratedToolFrame';
import { PageSource } from '../generated/PageSource';
import { adminFailure } from './messages';

export interface GoLiveDialogProps {
  /** The request to make live; the dialog is open while it is set. */
  request: ToolRequest | null;
  authorization: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Told of a failed preview call, so a credential the server stopped taking ends the session. */
  onFailure: (error: unknown) => void;
}

type Review = { id: number; preview: AdminPreviewResponse } | { id: number; error: string };

export const goLiveTitle = (toolName: string) => `Review "${toolName}" before Go Live`;

/**
 * Go Live only after the admin has had the page in front of them: its preview in the sandboxed frame visitors
 * will get, and its source beside it with what the lint found. Go Live is offered once both are shown.
 */
export function GoLiveDialog({ request, authorization, pending, onConfirm, onClose, onFailure }: GoLiveDialogProps) {
  const [review, setReview] = useState<Review | null>(null);
  const id = request?.id;

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    fetchPagePreview(authorization, id).then(
      (preview) => current && setReview({ id, preview }),
      (error: unknown) => {
        if (!current) return;
        setReview({ id, error: adminFailure(error) });
        onFailure(error);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one preview per request opened
  }, [id, authorization]);

  const shown = review !== null && review.id === id ? review : null;
  const ready = shown !== null && 'preview' in shown;
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request ? goLiveTitle(request.toolName) : ''}
      description="The page as visitors will get it, and its source."
      // Wide enough for the page and its source side by side (a breakpoint's class comes after the panel's max-w-lg).
      className="sm:max-w-7xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button aria-disabled={!ready || pending} className={!ready || pending ? 'opacity-50' : undefined} onClick={() => ready && !pending && onConfirm()}>
            {pending ? 'Going live…' : 'Go Live'}
          </Button>
        </>
      }
    >
      {shown === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading the page…
        </p>
      ) : 'error' in shown ? (
        <p role="alert" className="text-sm">
          {shown.error}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0 rounded-lg border border-border bg-card p-4">
            <GeneratedToolFrame src={shown.preview.frameUrl} title={`${request?.toolName ?? ''} tool`} />
          </div>
          <PageSource review={shown.preview} />
        </div>
      )}
    </Dialog>
  );
}
