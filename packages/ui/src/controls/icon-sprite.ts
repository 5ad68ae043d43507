// Node only (build scripts and dev servers): writes the SVG sprite that <Icon> points at.
import type { ToolIconName } from '@toolnest/tool-kit';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function elements(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return `<${tag}${attrs}/>`;
    })
    .join('');
}

/** An SVG sprite with one `<symbol id="{name}">` per Lucide icon, drawn from lucide-react's own icon data. */
export async function iconSprite(names: Iterable<ToolIconName>): Promise<string> {
  const symbols = await Promise.all(
    [...new Set(names)].sort().map(async (name) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
      if (!module.__iconData) throw new Error(`lucide-react/icons/${name} has no icon data`);
      return `<symbol id="${name}" viewBox="0 0 24 24">${elements(module.__iconData.node)}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
