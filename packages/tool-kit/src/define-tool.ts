import type { IconName } from './icon-names';
import type { ComponentType } from 'react';
import type { ToolGroup } from './groups';

/** A Lucide icon name ('case-sensitive'): cards draw it from one SVG sprite, not one component per tool. */
export type ToolIconName = IconName;

/**
 * What a tool package writes in its `meta.ts`: exactly what a catalogue card needs. Every page of the
 * site carries every tool's card data in its entry chunk, so nothing else belongs here.
 */
export interface ToolMetaInput {
  /** Numeric tool id: catalogue order, and a group's own range (docs/site.md#related-tools). */
  id: number;
  /** Folder name = package suffix = route path without the slash. */
  slug: string;
  title: string;
  /** One line: the card's text, the sitemap's and llms.txt's description. */
  description: string;
  tags: readonly string[];
  /** Its Related Tools group and catalogue heading. */
  group: ToolGroup;
  /**
   * The catalogue heading it is listed under, when that differs from its group: Check Splitter's id is a
   * text one (Related Tools shows text tools), but it is a calculator, listed with the Hours Calculator.
   */
  heading?: ToolGroup;
  icon: ToolIconName;
}

/** A tool as the registry, catalogue and shell see it: the input plus derived fields. */
export interface ToolMeta extends ToolMetaInput {
  heading: ToolGroup;
  href: `/${string}`;
  testId: string;
}

/**
 * A tool's page module, loaded lazily (the package's "." export, `src/<Tool>.tsx`): the tool, its
 * article and the page's own title and description.
 */
export interface ToolPageModule {
  default: ComponentType;
  Article: ComponentType;
  /** The meta description of the tool's page. */
  pageDescription: string;
  /** Document title while the page is open; defaults to '{title} | Toolnest'. */
  pageTitle?: string;
}

export const BRAND = 'Toolnest';

/** The document title and description meta outside any tool page, restored when a page is left. */
export const DEFAULT_TITLE = 'Toolnest - Free Online Utility Tools';
export const DEFAULT_DESCRIPTION =
  'Free, ad-free online tools for writers, students, developers and marketers: text and encoding tools, converters, downloaders and SEO checkers. No sign-up.';

export function toolPageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/** The document title of a tool's page: the one the page module gives, else '{title} | Toolnest'. */
export function pageTitleOf(tool: Pick<ToolMeta, 'title'>, page: Pick<ToolPageModule, 'pageTitle'>): string {
  return page.pageTitle ?? toolPageTitle(tool.title);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Describes a tool; derived fields are computed here, once. */
export function defineTool(input: ToolMetaInput): ToolMeta {
  if (!SLUG.test(input.slug)) throw new Error(`defineTool: "${input.slug}" is not a lowercase-hyphenated slug`);
  return { ...input, heading: input.heading ?? input.group, href: `/${input.slug}`, testId: `tool-card-${input.slug}` };
}
