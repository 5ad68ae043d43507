import type { ToolIconName } from '@toolnest/tool-kit';
import type { SVGProps } from 'react';

/** Where the page finds the SVG sprite of every icon the shell and the catalogue draw (written at build). */
export const ICON_SPRITE_URL = '/icons.svg';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: ToolIconName;
}

/**
 * A Lucide icon drawn from the sprite: a few bytes per use instead of one component per icon, so
 * the catalogue's cost does not grow with each tool's icon. Decorative: hidden from assistive tech.
 */
export function Icon({ name, ...props }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}
