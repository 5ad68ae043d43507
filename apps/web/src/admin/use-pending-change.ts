import { useDeleteCategory, useDeleteToolRequest, useEditToolRequest, useGoLive, type Category, type ToolRequest } from '@toolnest/api-client';
import { toast } from '@toolnest/ui';
import { useState } from 'react';
import type { FailureNotice } from './failure-notice';
import { ADMIN_MESSAGES, adminFailure, deleteCategoryQuestion, deleteRequestQuestion } from './messages';

/** The change a dialog is open for: an edit, a delete to confirm, or a page to review before Go Live. */
export type PendingChange =
  | { kind: 'edit'; request: ToolRequest }
  | { kind: 'delete-request'; request: ToolRequest }
  | { kind: 'delete-category'; category: Category }
  | { kind: 'go-live'; request: ToolRequest };

/** The question the delete confirmation asks, or null when no delete is waiting. */
export function deleteQuestion(pending: PendingChange | null): string | null {
  if (pending?.kind === 'delete-request') return deleteRequestQuestion(pending.request.toolName);
  if (pending?.kind === 'delete-category') return deleteCategoryQuestion(pending.category.name);
  return null;
}

/**
 * The change a dialog is open for, and what the dialogs' buttons do with it: save the edit, delete, or
 * make the page live. Each says how it went and closes the dialog once done.
 */
export function usePendingChange(authorization: string, failed: FailureNotice) {
  const edit = useEditToolRequest(authorization);
  const deleteRequest = useDeleteToolRequest(authorization);
  const deleteCategory = useDeleteCategory(authorization);
  const goLive = useGoLive(authorization);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [editError, setEditError] = useState<string | null>(null);

  const close = () => {
    setPending(null);
    setEditError(null);
  };

  const confirmDelete = () => {
    if (pending?.kind === 'delete-request') {
      const { request } = pending;
      deleteRequest.mutate(request.id, {
        onSuccess: () => toast({ title: ADMIN_MESSAGES.requestDeleted, description: `"${request.toolName}" was deleted.` }),
        onError: failed(ADMIN_MESSAGES.deleteRequestFailed),
        onSettled: close,
      });
    } else if (pending?.kind === 'delete-category') {
      const { category } = pending;
      deleteCategory.mutate(category.id, {
        onSuccess: () => toast({ title: ADMIN_MESSAGES.categoryDeleted, description: `"${category.name}" was deleted; its requests have no category now.` }),
        onError: failed(ADMIN_MESSAGES.deleteCategoryFailed),
        onSettled: close,
      });
    }
  };

  const confirmGoLive = () => {
    if (pending?.kind !== 'go-live') return;
    const { request } = pending;
    goLive.mutate(request.id, {
      onSuccess: ({ url }) => {
        toast({ title: ADMIN_MESSAGES.toolLive, description: `"${request.toolName}" is live at ${url}.`, link: { to: url, label: ADMIN_MESSAGES.viewLive } });
        close();
      },
      onError: failed(ADMIN_MESSAGES.goLiveFailed),
    });
  };

  const save = (values: { toolName: string; description: string }) => {
    if (pending?.kind !== 'edit') return;
    edit.mutate(
      { id: pending.request.id, ...values },
      {
        onSuccess: (updated) => {
          toast({ title: ADMIN_MESSAGES.requestUpdated, description: `"${updated.toolName}" was saved.` });
          close();
        },
        // The dialog stays open with the values, for the admin to fix what the server refused.
        onError: (error) => {
          setEditError(adminFailure(error));
          failed(ADMIN_MESSAGES.updateRequestFailed)(error);
        },
      },
    );
  };

  return {
    pending,
    setPending,
    close,
    save,
    confirmDelete,
    confirmGoLive,
    editError,
    saving: edit.isPending,
    deleting: deleteRequest.isPending || deleteCategory.isPending,
    goingLive: goLive.isPending,
  };
}
