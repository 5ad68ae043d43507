import type { AdminCredentialsTable } from './tables/admin-credentials.table';
import type { CategoriesTable } from './tables/categories.table';
import type { ToolRequestsTable } from './tables/tool-requests.table';

/** Every table, keyed by its SQL name: Kysely's view of the schema the migrations build. */
export interface Database {
  categories: CategoriesTable;
  tool_requests: ToolRequestsTable;
  admin_credentials: AdminCredentialsTable;
}
