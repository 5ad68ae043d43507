import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconSprite } from '@toolnest/ui/icon-sprite';
import { describe, expect, it } from 'vitest';
import { spriteIconNames } from './icons';

const src = join(import.meta.dirname, '..');

describe('the icon sprite', () => {
  it('holds every icon the shell draws by name', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
    const used = files.flatMap((file) =>
      [...readFileSync(join(src, file), 'utf8').matchAll(/<Icon name=(?:"([a-z0-9-]+)"|\{[^}]*'([a-z0-9-]+)'[^}]*'([a-z0-9-]+)'[^}]*\})/g)].flatMap(
        (match) => match.slice(1).filter(Boolean),
      ),
    );
    expect(used.length).toBeGreaterThan(3);
    for (const name of used) expect(spriteIconNames()).toContain(name);
  });

  it('can draw every one: no name is a Lucide alias without icon data (the build would stop)', async () => {
    const sprite = await iconSprite(spriteIconNames());
    for (const name of spriteIconNames()) expect(sprite).toContain(`<symbol id="${name}"`);
  });
});
