import { useAdminCategories, useAdminToolRequests, useCreateCategory, type Category } from '@toolnest/api-client';
import { toast } from '@toolnest/ui';
import { useEffect, useMemo } from 'react';
import { CategoriesPanel } from './CategoriesPanel';
import { ConfirmDialog } from './ConfirmDialog';
import { EditRequestDialog } from './EditRequestDialog';
import { failureNotice, type FailureNotice } from './failure-notice';
import { GoLiveDialog } from './GoLiveDialog';
import { ADMIN_MESSAGES } from './messages';
import { splitByLive } from './request-status';
import { RequestsTable } from './RequestsTable';
import { deleteQuestion, usePendingChange } from './use-pending-change';
import { useRequestActions } from './use-request-actions';

export interface AdminDashboardProps {
  authorization: string;
  /** Told of every failed call, so a credential the server stopped taking ends the session. */
  onFailure: (error: unknown) => void;
}

const NO_CATEGORIES: readonly Category[] = [];

/** A list that cannot be read says so once per failure. */
function useReadFailureNotices(requestsError: Error | null, categoriesError: Error | null, failed: FailureNotice) {
  useEffect(() => {
    if (requestsError) failed(ADMIN_MESSAGES.fetchRequestsFailed)(requestsError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new error is news
  }, [requestsError]);
  useEffect(() => {
    if (categoriesError) failed(ADMIN_MESSAGES.fetchCategoriesFailed)(categoriesError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new error is news
  }, [categoriesError]);
}

/** Adds a category by name (a blank one is refused here); true when it was added. */
function useCreateCategoryNamed(authorization: string, failed: FailureNotice) {
  const createCategory = useCreateCategory(authorization);
  const create = async (name: string): Promise<boolean> => {
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
  return { create, creating: createCategory.isPending };
}

/**
 * The logged-in dashboard: categories, the 'Not Live Tools' and 'Live Tools' tables, the
 * Edit Tool Request dialog, the review before Go Live and the confirmations. Every change reloads the lists
 * (api-client's hooks).
 */
export function AdminDashboard({ authorization, onFailure }: AdminDashboardProps) {
  const requests = useAdminToolRequests(authorization);
  const categories = useAdminCategories(authorization);
  const failed = failureNotice(onFailure);
  useReadFailureNotices(requests.error, categories.error, failed);
  const { pending, setPending, close, save, confirmDelete, confirmGoLive, editError, saving, deleting, goingLive } = usePendingChange(authorization, failed);
  const categoryList = categories.data;
  const categoryChoices = categoryList ?? NO_CATEGORIES;
  const { actions, generatingId } = useRequestActions(authorization, { categoryList, failed, onFailure, setPending });
  const createCategory = useCreateCategoryNamed(authorization, failed);
  const { notLive, live } = useMemo(() => (requests.data ? splitByLive(requests.data) : { notLive: undefined, live: undefined }), [requests.data]);

  return (
    <div className="mt-8 grid gap-8">
      <CategoriesPanel
        categories={categoryList}
        creating={createCategory.creating}
        onCreate={createCategory.create}
        onDelete={(category) => setPending({ kind: 'delete-category', category })}
      />
      <RequestsTable
        title="Not Live Tools"
        requests={notLive}
        categories={categoryChoices}
        actions={actions}
        empty="No requests waiting."
        generatingId={generatingId}
      />
      <RequestsTable title="Live Tools" requests={live} categories={categoryChoices} actions={actions} empty="No live tools yet." />

      <EditRequestDialog
        request={pending?.kind === 'edit' ? pending.request : null}
        pending={saving}
        error={editError}
        onSave={save}
        onClose={close}
      />
      <GoLiveDialog
        request={pending?.kind === 'go-live' ? pending.request : null}
        authorization={authorization}
        pending={goingLive}
        onConfirm={confirmGoLive}
        onClose={close}
        onFailure={onFailure}
      />
      <ConfirmDialog
        question={deleteQuestion(pending)}
        confirmLabel="Delete"
        pending={deleting}
        onConfirm={confirmDelete}
        onClose={close}
      />
    </div>
  );
}
