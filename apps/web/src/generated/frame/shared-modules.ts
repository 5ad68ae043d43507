// The modules a generated page runs on: its imports of react, react/jsx-runtime and @toolnest/ui are compiled
// to reads of this global (apps/api/src/generation/page-compiler.ts), which the frame runtime sets in the page's frame.
import { SHARED_MODULES_GLOBAL, sharedModulesValue } from '@toolnest/registry/generated-pages';
import { Button, Card, CardContent, CardHeader, CardTitle, Input, Label, Textarea } from '@toolnest/ui';
import { CopyButton } from '@toolnest/ui/copy-button';
import { Field } from '@toolnest/ui/field';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';

/** Sets the frozen global once, before the first generated page is imported; it can be neither replaced nor changed. */
export function installSharedModules(): void {
  if (Object.hasOwn(globalThis, SHARED_MODULES_GLOBAL)) return;
  const value = sharedModulesValue({
    react: React,
    'react/jsx-runtime': jsxRuntime,
    '@toolnest/ui': { Button, Card, CardContent, CardHeader, CardTitle, CopyButton, Field, Input, Label, Textarea },
  });
  Object.defineProperty(globalThis, SHARED_MODULES_GLOBAL, { value, writable: false, configurable: false, enumerable: false });
}
