import type { ComponentType, SVGProps } from 'react';
import type { ToolGroup } from './groups';

export type ToolIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** What the shell loads lazily for a tool page: the tool and its article, one chunk. */
export interface ToolPageModule {
  default: ComponentType;
  Article: ComponentType;
}

/** What a tool package writes in its `meta.ts`. */
export interface ToolMetaInput {
  /** Numeric tool id of the spec (Related Tools grouping, catalogue order). */
  id: number;
  /** Folder name = package suffix = route path without the slash. */
  slug: string;
  title: string;
  description: string;
  tags: readonly string[];
  group: ToolGroup;
  icon: ToolIcon;
  /** Document title while the page is open; defaults to '{title} | Toolnest'. */
  pageTitle?: string;
  pageDescription: string;
  load: () => Promise<ToolPageModule>;
}

/** A tool as the registry, catalogue and shell see it: the input plus derived fields. */
export interface ToolMeta extends ToolMetaInput {
  pageTitle: string;
  href: `/${string}`;
  testId: string;
}

export const BRAND = 'Toolnest';
/** The document title and description meta outside any tool page, restored when a page is left. */
export const DEFAULT_TITLE = 'Toolnest - Free Online Utility Tools';
export const DEFAULT_DESCRIPTION =
  'Free, ad-free online tools for writers, students, developers and marketers: text and encoding tools, converters, downloaders and SEO checkers. No sign-up.';

export function toolPageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Describes a tool; derived fields are computed here, once. */
export function defineTool(input: ToolMetaInput): ToolMeta {
  if (!SLUG.test(input.slug)) throw new Error(`defineTool: "${input.slug}" is not a lowercase-hyphenated slug`);
  return {
    ...input,
    pageTitle: input.pageTitle ?? toolPageTitle(input.title),
    href: `/${input.slug}`,
    testId: `tool-card-${input.slug}`,
  };
}
