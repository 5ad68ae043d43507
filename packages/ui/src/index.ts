export { cn } from './lib/cn';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './controls/button';
export { Input, Label, Textarea } from './controls/input';
export { ICON_SPRITE_URL, Icon, type IconProps } from './controls/icon';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './controls/card';
export {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismissToast,
  toast,
  useToast,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './feedback/toast-store';
export { Toaster } from './feedback/toaster';
export { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, Tooltip, TooltipProvider, type TooltipProps } from './feedback/tooltip';
export { HydrateOnDemand } from './tool-layouts/hydrate-on-demand';
export { Link, type LinkProps } from './controls/link';
export { ToolPage, type RelatedTool, type ToolPageProps } from './tool-layouts/tool-page';
export { useDocumentMeta, type DocumentMeta } from './hooks/use-document-meta';
export {
  parseUrlSettings,
  urlParam,
  useUrlSettings,
  writeUrlSettings,
  type UrlParam,
  type UrlSchema,
  type UrlSettings,
} from './hooks/use-url-settings';
export { useCopy, type CopyFn, type CopyNotices, type Notice } from './hooks/use-copy';
export { showError, useServerCheck } from './hooks/use-server-check';
export { downloadBlob, downloadTextFile, downloadUrl } from './lib/download';
export { AUTO_DIRECTION_LIMIT, directionBeforePaste, textDirection, type TextDirection } from './lib/text-direction';
