import { createQueryClient } from '@toolnest/api-client';

/** The one QueryClient of the app, shared by every island so caches and invalidations are shared too. */
export const queryClient = createQueryClient();
