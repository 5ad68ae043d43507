// The live generated pages as the web app reads them at each request (its shells, sitemap.xml and
// llms.txt), so a page that goes live is served with no restart.
import type { DB } from '@toolnest/db';

/** A live generated page: where it is, and what its shell, the sitemap and llms.txt say of it. */
export interface LivePage {
  path: string;
  toolName: string;
  description: string;
}

/** The generated pages the web app serves, read at each request: a page goes live with no restart. */
export interface GeneratedPageSource {
  /** The live page at `/{pageName}`, if any. */
  live(pageName: string): Promise<LivePage | undefined>;
  list(): Promise<LivePage[]>;
}

/** The live pages of the tool requests in `db`. */
export function livePageSource(db: DB): GeneratedPageSource {
  const livePageQuery = () =>
    db
      .selectFrom('tool_requests')
      .select(['generated_page_path as path', 'tool_name as toolName', 'description'])
      .where('generation_status', '=', 'live')
      .where('generated_page_path', 'is not', null);
  return {
    live: (pageName) =>
      livePageQuery()
        .where('generated_page_path', '=', `/${pageName}`)
        .executeTakeFirst() as Promise<LivePage | undefined>,
    list: () => livePageQuery().orderBy('id').execute() as Promise<LivePage[]>,
  };
}
