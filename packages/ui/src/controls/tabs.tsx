import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  /** The first item's value unless told otherwise. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list. */
  'aria-label'?: string;
  className?: string;
}

/** Tabs on Radix: Tab reaches the chosen tab, the arrow keys (and Home, End) move between tabs and show them. */
export function Tabs({ items, value, defaultValue, onValueChange, 'aria-label': ariaLabel, className }: TabsProps) {
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      className={cn('grid gap-3', className)}
    >
      <TabsPrimitive.List
        aria-label={ariaLabel}
        className="inline-flex w-fit max-w-full flex-wrap items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground"
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={cn(
              'inline-flex h-9 cursor-pointer items-center justify-center rounded-sm px-3 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
              'hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content
          key={item.value}
          value={item.value}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
