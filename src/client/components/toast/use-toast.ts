/** `const toast = useToast(); toast.success('Done', 'Message successfully')`. Needs <Toaster/> mounted once. */
import { useMemo } from 'react';
import { dismissToast, showToast, type ToastInput } from './toast-store.ts';

export function useToast() {
  return useMemo(
    () => ({
      show: (input: ToastInput) => showToast(input),
      success: (title: string, message: string) => showToast({ title, message, variant: 'success' }),
      error: (title: string, message: string) => showToast({ title, message, variant: 'error' }),
      warning: (title: string, message: string) => showToast({ title, message, variant: 'warning' }),
      dismiss: dismissToast,
    }),
    [],
  );
}
