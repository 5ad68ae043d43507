export { cn } from './cn';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Input, Label, Textarea } from './input';
export { ICON_SPRITE_URL, Icon, type IconProps } from './icon';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
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
} from './toast-store';
export { Toaster } from './toaster';
export { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, Tooltip, TooltipProvider, type TooltipProps } from './tooltip';
export { HydrateOnDemand } from './hydrate-on-demand';
export { Link, type LinkProps } from './link';
export { ToolPage, type RelatedTool, type ToolPageProps } from './tool-page';
export { useDocumentMeta, type DocumentMeta } from './use-document-meta';
export {
  parseUrlSettings,
  urlParam,
  useUrlSettings,
  writeUrlSettings,
  type UrlParam,
  type UrlSchema,
  type UrlSettings,
} from './use-url-settings';
export { useCopy, type CopyFn, type CopyNotices, type Notice } from './use-copy';
export { showError, useServerCheck } from './use-server-check';
export { downloadBlob, downloadTextFile, downloadUrl } from './download';
export { AUTO_DIRECTION_LIMIT, directionBeforePaste, textDirection, type TextDirection } from './text-direction';
