// Every registered tool's page, by the test kit's page-smoke suite: title, heading, description, Related
// Tools, 360 px, axe in light and dark, no console error. What the registry says is what the page must show.
import { builtInTools, pickRelated, seededRandom } from '@toolnest/registry';
import { toolPages } from '@toolnest/registry/pages';
import { pageTitleOf } from '@toolnest/tool-kit';
import { pageSmokeSuite } from '@toolnest/test-kit/suites';

const expectations = await Promise.all(
  builtInTools.map(async (tool) => {
    const module = await toolPages[tool.slug]!();
    return {
      slug: tool.slug,
      title: tool.title,
      pageTitle: pageTitleOf(tool, module),
      pageDescription: module.pageDescription,
      // A page opened by its address is prerendered, and picks its Related Tools seeded by its slug.
      related: pickRelated(tool, builtInTools, seededRandom(tool.slug)).map(({ href }) => href),
    };
  }),
);

pageSmokeSuite(expectations);
