import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, ICON_SPRITE_URL } from './icon';
import { iconSprite } from './icon-sprite';

describe('Icon', () => {
  it('points at its symbol in the sprite and is decorative', () => {
    const html = renderToString(<Icon name="case-sensitive" className="size-4" />);
    expect(html).toContain(`<use href="${ICON_SPRITE_URL}#case-sensitive"`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="size-4"');
  });
});

describe('iconSprite', () => {
  it("holds one symbol per distinct name, drawn from lucide-react's icon data", async () => {
    const sprite = await iconSprite(['search', 'case-sensitive', 'search']);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain('<symbol id="case-sensitive" viewBox="0 0 24 24"><path d="m2 16 4.039-9.69');
    expect(sprite).toContain('<circle cx="18.5" cy="12.5" r="3.5"/>');
    expect(sprite).not.toContain('key=');
  });

  it('fails loudly on an unknown icon', async () => {
    // @ts-expect-error not a Lucide icon name
    await expect(iconSprite(['no-such-icon'])).rejects.toThrow();
  });
});
