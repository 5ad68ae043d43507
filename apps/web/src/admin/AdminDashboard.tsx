import {
  useAdminCategories,
  useAdminToolRequests,
  useApproveToolRequest,
  useCreateCategory,
  useDeleteCategory,
  useDeleteToolRequest,
  useEditToolRequest,
  useGenerateToolPage,
  useGoLive,
  useSetToolRequestCategory,
  useSetToolRequestStatus,
  type Category,
  type ToolRequest,
} from '@toolnest/api-client';
import { toast } from '@toolnest/ui';
import { useEffect, useMemo, useState } from 'react';
import { CategoriesPanel } from './CategoriesPanel';
import { ConfirmDialog } from './ConfirmDialog';
import { EditRequestDialog } from './EditRequestDialog';
import { GoLiveDialog } from './GoLiveDialog';
import { ADMIN_MESSAGES, adminFailure, deleteCategoryQuestion, deleteRequestQuestion, generateFailure, pagePathOf } from './messages';
import { ADMIN_STATUS_OPTIONS, splitByLive } from './request-status';
import { RequestsTable, type RequestActions } from './RequestsTable';

export interface AdminDashboardProps {
  authorization: string;
  /** Told of every failed call, so a credential the server stopped taking ends the session. */
  onFailure: (error: unknown) => void;
}

const NO_CATEGORIES: readonly Category[] = [];

type Pending =
  | { kind: 'edit'; request: ToolRequest }
  | { kind: 'delete-request'; request: ToolRequest }
  | { kind: 'delete-category'; category: Category }
  | { kind: 'go-live'; request: ToolRequest };

/**
 * The logged-in dashboard: categories, the 'Not Live Tools' and 'Live Tools' tables, the
 * Edit Tool Request dialog, the review before Go Live and the confirmations. Every change reloads the lists
 * (api-client's hooks).
 */
export function AdminDashboard({ authorization, onFailure }: AdminDashboardProps) {
  const requests = useAdminToolRequests(authorization);
  const categories = useAdminCategories(authorization);
  const approve = useApproveToolRequest(authorization);
  const edit = useEditToolRequest(authorization);
  const deleteRequest = useDeleteToolRequest(authorization);
  const setCategory = useSetToolRequestCategory(authorization);
  const setStatus = useSetToolRequestStatus(authorization);
  const createCategory = useCreateCategory(authorization);
  const deleteCategory = useDeleteCategory(authorization);
  const generate = useGenerateToolPage(authorization);
  const goLive = useGoLive(authorization);
  const [pending, setPending] = useState<Pending | null>(null);
  const [editError, setEditError] = useState<string | null>(null);

  const failed = (title: string) => (error: unknown) => {
    toast({ title, description: adminFailure(error), variant: 'destructive' });
    onFailure(error);
  };

  // A list that cannot be read says so once per failure.
  const requestsError = requests.error;
  const categoriesError = categories.error;
  useEffect(() => {
    if (requestsError) failed(ADMIN_MESSAGES.fetchRequestsFailed)(requestsError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new error is news
  }, [requestsError]);
  useEffect(() => {
    if (categoriesError) failed(ADMIN_MESSAGES.fetchCategoriesFailed)(categoriesError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new error is news
  }, [categoriesError]);

  const { notLive, live } = useMemo(() => (requests.data ? splitByLive(requests.data) : { notLive: undefined, live: undefined }), [requests.data]);
  const categoryList = categories.data;
  const categoryChoices = categoryList ?? NO_CATEGORIES;
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

  const close = () => {
    setPending(null);
    setEditError(null);
  };

  const createCategoryNamed = async (name: string): Promise<boolean> => {
    if (!name.trim()) {
      toast({ title: ADMIN_MESSAGES.createCategoryFailed, description: ADMIN_MESSAGES.categoryNameRequired, variant: 'destructive' });
      return false;
    }
    try {
      const category = await createCategory.mutateAsync(name);
      toast({ title: ADMIN_MESSAGES.categoryCreated, description: `"${category.name}" was added.` });
      return true;
    } catch (error) {
      failed(ADMIN_MESSAGES.createCategoryFailed)(error);
      return false;
    }
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

  const question =
    pending?.kind === 'delete-request'
      ? deleteRequestQuestion(pending.request.toolName)
      : pending?.kind === 'delete-category'
        ? deleteCategoryQuestion(pending.category.name)
        : null;

  return (
    <div className="mt-8 grid gap-8">
      <CategoriesPanel
        categories={categoryList}
        creating={createCategory.isPending}
        onCreate={createCategoryNamed}
        onDelete={(category) => setPending({ kind: 'delete-category', category })}
      />
      <RequestsTable
        title="Not Live Tools"
        requests={notLive}
        categories={categoryChoices}
        actions={actions}
        empty="No requests waiting."
        generatingId={generate.isPending ? generate.variables : null}
      />
      <RequestsTable title="Live Tools" requests={live} categories={categoryChoices} actions={actions} empty="No live tools yet." />

      <EditRequestDialog
        request={pending?.kind === 'edit' ? pending.request : null}
        pending={edit.isPending}
        error={editError}
        onSave={save}
        onClose={close}
      />
      <GoLiveDialog
        request={pending?.kind === 'go-live' ? pending.request : null}
        authorization={authorization}
        pending={goLive.isPending}
        onConfirm={confirmGoLive}
        onClose={close}
        onFailure={onFailure}
      />
      <ConfirmDialog
        question={question}
        confirmLabel="Delete"
        pending={deleteRequest.isPending || deleteCategory.isPending}
        onConfirm={confirmDelete}
        onClose={close}
      />
    </div>
  );
}
