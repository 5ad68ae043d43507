import {
  useApproveToolRequest,
  useGenerateToolPage,
  useSetToolRequestCategory,
  useSetToolRequestStatus,
  type Category,
} from '@toolnest/api-client';
import { toast } from '@toolnest/ui';
import { useMemo } from 'react';
import type { FailureNotice } from './failure-notice';
import { ADMIN_MESSAGES, generateFailure, pagePathOf } from './messages';
import { ADMIN_STATUS_OPTIONS } from './request-status';
import type { RequestActions } from './RequestsTable';
import type { PendingChange } from './use-pending-change';

interface RequestActionsOptions {
  /** The categories as last read, for the notices' names. */
  categoryList: readonly Category[] | undefined;
  failed: FailureNotice;
  onFailure: (error: unknown) => void;
  /** Opens a dialog: Edit, Delete's confirmation, the review before Go Live. */
  setPending: (pending: PendingChange) => void;
}

/**
 * What the request tables' row buttons do, and which request's page is being generated. The actions
 * that change a request call the server and say how it went; the others open a dialog.
 */
export function useRequestActions(authorization: string, { categoryList, failed, onFailure, setPending }: RequestActionsOptions) {
  const approve = useApproveToolRequest(authorization);
  const setCategory = useSetToolRequestCategory(authorization);
  const setStatus = useSetToolRequestStatus(authorization);
  const generate = useGenerateToolPage(authorization);
  const categoryName = (id: number | null) => categoryList?.find((category) => category.id === id)?.name;

  // Stable, so the tables' columns (and their sorted rows) survive unrelated re-renders.
  const { mutate: approveMutate } = approve;
  const { mutate: setCategoryMutate } = setCategory;
  const { mutate: setStatusMutate } = setStatus;
  const { mutate: generateMutate } = generate;
  const actions = useMemo<RequestActions>(
    () => ({
      approve: (request) =>
        approveMutate(request.id, {
          onSuccess: () => toast({ title: ADMIN_MESSAGES.requestApproved, description: `"${request.toolName}" is now listed publicly.` }),
          onError: failed(ADMIN_MESSAGES.approveFailed),
        }),
      edit: (request) => setPending({ kind: 'edit', request }),
      remove: (request) => setPending({ kind: 'delete-request', request }),
      setCategory: (request, categoryId) =>
        setCategoryMutate(
          { id: request.id, categoryId },
          {
            onSuccess: () =>
              toast({
                title: ADMIN_MESSAGES.categoryUpdated,
                description: categoryId === null ? `"${request.toolName}" has no category now.` : `"${request.toolName}" is in ${categoryName(categoryId) ?? 'its new category'} now.`,
              }),
            onError: failed(ADMIN_MESSAGES.updateCategoryFailed),
          },
        ),
      setStatus: (request, status) =>
        setStatusMutate(
          { id: request.id, status },
          {
            onSuccess: () =>
              toast({
                title: ADMIN_MESSAGES.requestUpdated,
                description: `"${request.toolName}" is ${ADMIN_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status} now.`,
              }),
            onError: failed(ADMIN_MESSAGES.updateStatusFailed),
          },
        ),
      generate: (request) =>
        generateMutate(request.id, {
          onSuccess: ({ filePath }) => toast({ title: ADMIN_MESSAGES.toolGenerated, description: `${pagePathOf(filePath)}\n${ADMIN_MESSAGES.readyForQa}` }),
          onError: (error) => {
            toast({ title: ADMIN_MESSAGES.generateFailed, description: generateFailure(error), variant: 'destructive' });
            onFailure(error);
          },
        }),
      // Go Live comes after a look at the page and its source (GoLiveDialog).
      goLive: (request) => setPending({ kind: 'go-live', request }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toasts read the latest names; the mutations are stable
    [approveMutate, setCategoryMutate, setStatusMutate, generateMutate, categoryList],
  );

  return { actions, generatingId: generate.isPending ? generate.variables : null };
}
